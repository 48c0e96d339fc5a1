import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button } from 'shared-ui';
import { BenefitCard } from '../../../components/BenefitCard';
import { GAME_FR } from '../../../messages/fr';
import type { GameDefinition } from '../../../games/games';
import type { ParticipationInProgress } from '../../play/state/participation';
import { usePrefersReducedMotion, useRevealTimers } from '../state/reveal-timers';
import { useSiteLanguage } from 'shared-ui/i18n';

const shake = keyframes`
  0%, 100% { transform: rotate(0deg) scale(1); }
  20% { transform: rotate(-6deg) scale(1.03); }
  40% { transform: rotate(6deg) scale(1.05); }
  60% { transform: rotate(-4deg) scale(1.03); }
  80% { transform: rotate(4deg) scale(1.01); }
`;

const pop = keyframes`
  0% { transform: scale(0.3) rotate(-12deg); opacity: 0; }
  70% { transform: scale(1.08) rotate(2deg); opacity: 1; }
  100% { transform: scale(1) rotate(0deg); }
`;

const burst = keyframes`
  0% { transform: translate(0, 0) scale(0.4); opacity: 1; }
  100% { transform: translate(var(--dx), var(--dy)) scale(1); opacity: 0; }
`;

const Scene = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  min-height: 360px;
  padding: 1rem 0;
  text-align: center;
`;

const Box = styled.div<{ animated: boolean; glow: string }>`
  display: grid;
  place-items: center;
  width: 200px;
  height: 200px;
  border-radius: 28px;
  background: repeating-linear-gradient(45deg, ${({ glow }) => glow} 0 18px, #fff 18px 36px);
  box-shadow:
    0 12px 0 rgba(0, 0, 0, 0.25),
    0 0 60px ${({ glow }) => glow};
  color: #2a0f05;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 6rem;
  animation: ${({ animated }) => (animated ? shake : 'none')} 0.9s ease-in-out infinite;
`;

const Outcome = styled.div<{ animated: boolean }>`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  animation: ${({ animated }) => (animated ? pop : 'none')} 0.7s cubic-bezier(0.2, 0.9, 0.3, 1.3) both;
  strong {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2.4rem, 9vw, 4.5rem);
    text-shadow: 0 4px 0 rgba(0, 0, 0, 0.3);
  }
`;

const Confetti = styled.span`
  position: absolute;
  top: 40%;
  left: 50%;
  width: 12px;
  height: 18px;
  border-radius: 3px;
  animation: ${burst} 1.4s ease-out forwards;
  pointer-events: none;
`;

const COLOURS = ['#ffd23f', '#ffffff', '#ff6b6b', '#4ecdc4', '#c8102e'];
const PIECES = Array.from({ length: 18 }, (_, index) => {
  const angle = (index / 18) * Math.PI * 2;
  return {
    dx: `${Math.round(Math.cos(angle) * 220)}px`,
    dy: `${Math.round(Math.sin(angle) * 180)}px`,
    colour: COLOURS[index % COLOURS.length],
  };
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  align-items: center;
`;

interface ResultRevealProps {
  participation: ParticipationInProgress;
  definition: GameDefinition;
  onDone: () => void;
}

/** GAME-REVEAL-1: opens by itself after 5 s (or at once on demand), then the next page 5 s later. */
export function ResultReveal({ participation, definition, onDone }: ResultRevealProps) {
  useSiteLanguage();
  const { glow } = definition.look;
  const { revealed, secondsLeft, revealNow } = useRevealTimers(participation.codeId, onDone);
  const animated = !usePrefersReducedMotion();
  const { result } = GAME_FR;
  return (
    <Scene data-testid="result-reveal" data-revealed={revealed} data-motion={animated ? 'full' : 'reduced'}>
      {!revealed ? (
        <>
          <Box animated={animated} glow={glow} aria-hidden="true">
            ?
          </Box>
          <p aria-live="polite" data-testid="reveal-countdown">
            {result.countdown(secondsLeft)}
          </p>
          <Button type="button" variant="secondary" onClick={revealNow}>
            {result.revealNow}
          </Button>
        </>
      ) : (
        <Outcome animated={animated} role="status" data-testid="result-outcome" data-won={participation.hasWon}>
          {animated && participation.hasWon
            ? PIECES.map((piece) => (
                <Confetti
                  key={`${piece.dx}${piece.dy}`}
                  aria-hidden="true"
                  style={{ background: piece.colour, ['--dx' as string]: piece.dx, ['--dy' as string]: piece.dy }}
                />
              ))
            : null}
          <strong>{participation.hasWon ? result.won : result.lost}</strong>
          {participation.hasWon ? (
            <BenefitCard benefit={participation.benefit} definition={definition} />
          ) : (
            <p>{result.lostText}</p>
          )}
          <Actions>
            <Button type="button" variant="secondary" onClick={onDone}>
              {result.next}
            </Button>
            <span aria-live="off">{result.nextIn(secondsLeft)}</span>
          </Actions>
        </Outcome>
      )}
    </Scene>
  );
}
