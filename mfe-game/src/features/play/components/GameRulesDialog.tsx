import styled from '@emotion/styled';
import { useId, useRef } from 'react';
import { Button } from 'shared-ui';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { useGameConfig } from '../../schedule/api/site-config';
import { scheduleMoments } from '../../schedule/state/schedule';

const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: none;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
  &::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
  .body {
    padding: 1.25rem 1.5rem;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0 0 0.75rem;
  }
  h3 {
    margin: 1rem 0 0.3rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0.3rem 0;
  }
  .actions {
    position: sticky;
    bottom: 0;
    display: flex;
    justify-content: flex-end;
    padding: 0.75rem 1.5rem;
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ReadLink = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
  min-height: 44px;
`;

/**
 * The game's rules, readable from the terms checkbox before accepting them: a modal dialog (Escape and the close button
 * close it and give focus back to « Lire le règlement »). Dates come from the configured window, the name from the
 * game's definition.
 */
export function GameRulesDialog({ definition }: { definition: GameDefinition }) {
  useSiteLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const moments = scheduleMoments(useGameConfig());
  const rules = GAME_FR.rules;
  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  };
  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };
  return (
    <>
      <ReadLink type="button" onClick={open} aria-haspopup="dialog">
        {GAME_FR.play.termsLink}
      </ReadLink>
      <Dialog ref={dialogRef} aria-labelledby={titleId} data-testid="game-rules">
        <div className="body">
          <h2 id={titleId}>{rules.title(definition.name)}</h2>
          <h3>{rules.periodTitle}</h3>
          <p>
            {rules.period(formatParisDate(moments.start, 'weekdayTime'), formatParisDate(moments.end, 'weekdayTime'))}
          </p>
          {rules.sections.map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
        <div className="actions">
          <Button type="button" onClick={close}>
            {rules.close}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
