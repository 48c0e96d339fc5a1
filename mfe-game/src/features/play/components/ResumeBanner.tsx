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

function useWords(definition: GameDefinition, waiting: Waiting) {
  const navigate = useNavigate();
  const [, setParticipation] = useAtom(participationAtom);
  const { resume } = GAME_FR;
  if ('inTab' in waiting) {
    const { inTab } = waiting;
    if (inTab.stage === 'result')
      return {
        codeId: inTab.codeId,
        title: resume.resultTitle,
        text: resume.result(inTab.code),
        action: resume.seeResult,
        take: () => navigate(definition.paths.result),
      };
    return {
      codeId: inTab.codeId,
      title: resume.wonTitle,
      text: resume.won(inTab.code),
      action: resume.complete,
      take: () => navigate(definition.paths.winner),
    };
  }
  const { played } = waiting;
  const missingReceipt = played.receipt_kit_uuid === null;
  return {
    codeId: played.code_id,
    title: missingReceipt ? resume.receiptTitle : resume.wonTitle,
    text: missingReceipt ? resume.receipt(played.code) : resume.won(played.code),
    action: missingReceipt ? resume.sendReceipt : resume.complete,
    take: () => {
      setParticipation(participationFromPlayed(definition.game, played));
      if (!missingReceipt) navigate(`${definition.paths.winner}?code=${played.code_id}`);
    },
  };
}

export function ResumeBanner({ definition, waiting }: { definition: GameDefinition; waiting: Waiting }) {
  useSiteLanguage();
  const words = useWords(definition, waiting);
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
  }, [words.codeId]);
  return (
    <Banner ref={ref} aria-labelledby="resume-title" data-testid="game-resume" data-code-id={words.codeId}>
      <h2 id="resume-title">{words.title}</h2>
      <p>{words.text}</p>
      <Button type="button" variant="secondary" onClick={words.take}>
        {words.action}
      </Button>
    </Banner>
  );
}
