import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button } from 'shared-ui';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { usePrefersReducedMotion, useRevealTimers } from '../../reveal/state/reveal-timers';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Symbols drawn with common font glyphs (no emoji font needed). */
const SYMBOLS = ['★', '♥', '♦', '♣', '7', '♠'] as const;
const WIN = ['★', '★', '★'] as const;
const LOSE = ['★', '♦', '7'] as const;
const CELL_REM = 5;

const spin = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-${SYMBOLS.length * CELL_REM}rem); }
`;

const land = keyframes`
  0% { transform: translateY(-1.5rem); }
  60% { transform: translateY(0.6rem); }
  100% { transform: translateY(0); }
`;

const Machine = styled.div<{ glow: string }>`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  padding: 1.5rem 1rem;
  border-radius: 24px;
  background: rgba(0, 0, 0, 0.25);
  box-shadow:
    inset 0 0 0 4px ${({ glow }) => glow},
    0 0 40px ${({ glow }) => glow};
  text-align: center;
`;

const Reels = styled.div`
  display: flex;
  gap: 0.75rem;
`;

const Window = styled.div`
  width: clamp(4.5rem, 22vw, 6.5rem);
  height: ${CELL_REM}rem;
  overflow: hidden;
  border-radius: 14px;
  background: #fff;
  color: #c8102e;
  box-shadow: inset 0 6px 10px rgba(0, 0, 0, 0.25);
`;

const Strip = styled.div<{ spinning: boolean; delay: number }>`
  display: grid;
  animation: ${({ spinning }) => (spinning ? spin : land)}
    ${({ spinning }) => (spinning ? '0.45s linear infinite' : '0.5s ease-out both')};
  animation-delay: ${({ delay }) => `${delay}s`};
  span {
    display: grid;
    place-items: center;
    height: ${CELL_REM}rem;
    font-size: 3rem;
    font-weight: 900;
  }
`;

interface SlotRouletteProps {
  participation: ParticipationInProgress;
  glow: string;
  onDone: () => void;
}

/**
 * Game 1 (GAME-FLOW-1 /le-jeu/roulette): three reels spin, stop on the outcome drawn by the burn
 * (three stars when won), then the prize page follows — the same 5 s + 5 s as the result reveal.
 */
export function SlotRoulette({ participation, glow, onDone }: SlotRouletteProps) {
  useSiteLanguage();
  const { revealed, secondsLeft, revealNow } = useRevealTimers(participation.codeId, onDone);
  const animated = !usePrefersReducedMotion();
  const final = participation.hasWon ? WIN : LOSE;
  const { roulette, result } = GAME_FR;
  return (
    <Machine glow={glow} data-testid="slot-roulette" data-stopped={revealed}>
      <Reels role="img" aria-label={revealed ? `${roulette.reels} : ${final.join(' ')}` : roulette.reels}>
        {final.map((symbol, index) => (
          <Window key={index} aria-hidden="true">
            {revealed || !animated ? (
              <Strip spinning={false} delay={animated ? index * 0.25 : 0}>
                <span>{revealed ? symbol : '?'}</span>
              </Strip>
            ) : (
              <Strip spinning delay={index * -0.13}>
                {[...SYMBOLS, ...SYMBOLS].map((glyph, position) => (
                  <span key={position}>{glyph}</span>
                ))}
              </Strip>
            )}
          </Window>
        ))}
      </Reels>
      {revealed ? (
        <>
          <p role="status" data-testid="roulette-outcome" data-won={participation.hasWon}>
            <strong>{participation.hasWon ? roulette.won : roulette.lost}</strong>
          </p>
          <Button type="button" variant="secondary" onClick={onDone}>
            {roulette.toGift}
          </Button>
          <span>{result.nextIn(secondsLeft)}</span>
        </>
      ) : (
        <>
          <p aria-live="polite">{result.countdown(secondsLeft)}</p>
          <Button type="button" variant="secondary" onClick={revealNow}>
            {roulette.stop}
          </Button>
        </>
      )}
    </Machine>
  );
}
