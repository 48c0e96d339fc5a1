import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import type { PlayedCode } from 'shared-kit';
import { Button, useAtom, useNavigate } from 'shared-ui';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { participationAtom, type ParticipationInProgress } from '../state/participation';
import { participationFromPlayed } from '../state/resume';
import { useSiteLanguage } from 'shared-ui/i18n';

const Banner = styled.section`
  display: grid;
  gap: 0.6rem;
  margin: 0 0 1.5rem;
  padding: 1rem 1.2rem;
  border-radius: 14px;
  border: 3px solid ${({ theme }) => theme.colors.tertiary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  /* Brought into view under the sticky header. */
  scroll-margin-top: 6rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  button {
    justify-self: start;
  }
`;

/**
 * What waits for the player, said at the top of the game's first page with the button that takes it up: this tab's
 * participation (Back from the reveal or from « Bravo » lands here: its result or its prize), or an unfinished
 * participation the provider knows of (a won code whose details were not sent, a code whose receipt never left).
 */
export type Waiting = { inTab: ParticipationInProgress } | { played: PlayedCode };

/** What waits: a result to see, a prize whose details were not sent, a receipt that never left. */
type WaitingKind = 'result' | 'won' | 'receipt';

/** The banner's title, sentence and button, in the page's language. */
function wordsOf(kind: WaitingKind, code: string) {
  const { resume } = GAME_FR;
  if (kind === 'result') return { title: resume.resultTitle, text: resume.result(code), action: resume.seeResult };
  if (kind === 'receipt') return { title: resume.receiptTitle, text: resume.receipt(code), action: resume.sendReceipt };
  return { title: resume.wonTitle, text: resume.won(code), action: resume.complete };
}

/** What waits, for which code, and what the button does. */
function useWaiting(definition: GameDefinition, waiting: Waiting) {
  const navigate = useNavigate();
  const [, setParticipation] = useAtom(participationAtom);
  if ('inTab' in waiting) {
    const { inTab } = waiting;
    const kind: WaitingKind = inTab.stage === 'result' ? 'result' : 'won';
    return {
      kind,
      code: inTab.code,
      codeId: inTab.codeId,
      take: () => navigate(kind === 'result' ? definition.paths.result : definition.paths.winner),
    };
  }
  const { played } = waiting;
  const kind: WaitingKind = played.receipt_kit_uuid === null ? 'receipt' : 'won';
  return {
    kind,
    code: played.code,
    codeId: played.code_id,
    take: () => {
      setParticipation(participationFromPlayed(definition.game, played));
      if (kind === 'won') navigate(`${definition.paths.winner}?code=${played.code_id}`);
    },
  };
}

export function ResumeBanner({ definition, waiting }: { definition: GameDefinition; waiting: Waiting }) {
  useSiteLanguage();
  const what = useWaiting(definition, waiting);
  const words = wordsOf(what.kind, what.code);
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Back from the reveal, the browser puts the page where the player left it, at the bottom of the form: what
    // waits for them is brought into view (only when it is out of view: a fresh visit starts at the top anyway).
    const frame = requestAnimationFrame(() => {
      const element = ref.current;
      if (!element || typeof element.scrollIntoView !== 'function') return;
      const { top, bottom } = element.getBoundingClientRect();
      const covered = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      if (top >= covered && bottom <= window.innerHeight) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [what.codeId]);
  return (
    <Banner ref={ref} aria-labelledby="resume-title" data-testid="game-resume" data-code-id={what.codeId}>
      <h2 id="resume-title">{words.title}</h2>
      <p>{words.text}</p>
      <Button type="button" variant="secondary" onClick={what.take}>
        {words.action}
      </Button>
    </Banner>
  );
}
