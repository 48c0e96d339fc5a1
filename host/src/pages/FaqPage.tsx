import { useState } from 'react';
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { GAME_NAMES, ROUTE_PATHS } from 'shared-kit/core';
import { Card, PageHeading, useHydrated, useSiteRuntime } from 'shared-ui';
import { anchorIdFromHash } from '../app/scroll/smooth-scroll';
import { FAQ_FR } from './texts/faq.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    width: 100%;
    padding: 1rem 1.2rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 800;
    text-align: left;
    cursor: pointer;
  }
  button[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  .sign {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  .answer {
    padding: 0.5rem 1.2rem 1rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-top: 0;
    border-radius: 0 0 14px 14px;
  }
  .answer a {
    font-size: 0.9rem;
  }
`;

/** Aide et FAQ (ROUTE-1): an accordion whose questions open from their link (/faq#id). */
export default function FaqPage() {
  useSiteLanguage();
  const { config } = useSiteRuntime();
  const { hash } = useLocation();
  // The #fragment never reaches the server: the question opens right after hydration.
  const anchored = useHydrated() ? anchorIdFromHash(hash) : null;
  const [open, setOpen] = useState<Set<string>>(() => new Set(anchored ? [anchored] : []));
  // A new #id opens its question too; adjusted while rendering so the page never shows it closed first.
  const [openedAnchor, setOpenedAnchor] = useState(anchored);
  if (anchored !== openedAnchor) {
    setOpenedAnchor(anchored);
    if (anchored) setOpen((current) => new Set(current).add(anchored));
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card data-testid="faq" aria-labelledby="faq-title">
      <PageHeading id="faq-title">{FAQ_FR.title}</PageHeading>
      <p>
        {FAQ_FR.intro}
        <Link to={ROUTE_PATHS.contact}>{FAQ_FR.contactLink}</Link>
        {FAQ_FR.introAfter}
      </p>
      <List>
        {FAQ_FR.entries(GAME_NAMES[config.game.current]).map((entry) => {
          const expanded = open.has(entry.id);
          return (
            <div key={entry.id} id={entry.id}>
              <h2>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`${entry.id}-reponse`}
                  onClick={() => toggle(entry.id)}
                >
                  {entry.question}
                  <span className="sign" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div className="answer" id={`${entry.id}-reponse`} hidden={!expanded}>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <Link to={{ hash: entry.id }}>{FAQ_FR.anchor}</Link>
              </div>
            </div>
          );
        })}
      </List>
    </Card>
  );
}
