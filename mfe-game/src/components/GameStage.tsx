import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { BREAKPOINTS, mq, useHydrated } from 'shared-ui';
import type { GameDefinition } from '../games/games';
import { GameEmblem } from './GameEmblem';

const twinkle = keyframes`
  0%, 100% { opacity: 0.2; transform: scale(0.6) rotate(0deg); }
  50% { opacity: 1; transform: scale(1) rotate(45deg); }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0) rotate(-4deg); }
  50% { transform: translateY(-10px) rotate(4deg); }
`;

const Stage = styled.section<{ from: string; to: string }>`
  position: relative;
  overflow: hidden;
  border-radius: 28px;
  padding: clamp(1rem, 4vw, 2.75rem);
  color: #fff;
  background:
    radial-gradient(circle at 85% 10%, rgba(255, 255, 255, 0.18), transparent 45%),
    linear-gradient(135deg, ${({ from }) => from}, ${({ to }) => to});
  box-shadow: 0 12px 0 rgba(0, 0, 0, 0.18);
`;

const Header = styled.header`
  position: relative;
  display: grid;
  gap: 1rem;
  align-items: center;
  margin-bottom: 1.25rem;
  ${mq.up(BREAKPOINTS.xs)} {
    grid-template-columns: 1fr auto;
  }
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.7rem, 5vw, 3rem);
    line-height: 1.05;
    text-shadow: 0 3px 0 rgba(0, 0, 0, 0.25);
  }
  p {
    margin: 0.5rem 0 0;
    max-width: 40rem;
    font-size: 1.05rem;
  }
`;

const Kicker = styled.span<{ glow: string }>`
  display: inline-block;
  margin-bottom: 0.6rem;
  padding: 0.2rem 0.8rem;
  border-radius: 999px;
  background: ${({ glow }) => glow};
  color: #2a0f05;
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Emblem = styled.div`
  justify-self: center;
  animation: ${float} 4s ease-in-out infinite;
  ${mq.down(BREAKPOINTS.xs)} {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Sparkle = styled.span<{ glow: string }>`
  position: absolute;
  width: 12px;
  height: 12px;
  background: ${({ glow }) => glow};
  clip-path: polygon(50% 0, 62% 38%, 100% 50%, 62% 62%, 50% 100%, 38% 62%, 0 50%, 38% 38%);
  animation: ${twinkle} 2.6s ease-in-out infinite;
  pointer-events: none;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.6;
  }
`;

/**
 * The stars twinkle in the stage's margin, along its two sides: never under a word (a yellow star under the white
 * title read 1.1:1 where they crossed).
 */
const SPARKLES = [
  { top: '6%', side: 'left', delay: '0s' },
  { top: '22%', side: 'right', delay: '0.8s' },
  { top: '58%', side: 'left', delay: '1.4s' },
  { top: '76%', side: 'right', delay: '0.4s' },
  { top: '92%', side: 'left', delay: '2s' },
] as const;

interface GameStageProps {
  definition: GameDefinition;
  kicker: string;
  title: string;
  titleId: string;
  intro?: ReactNode;
  children?: ReactNode;
  testId: string;
  kitInstance: string;
}

/** The game's own scene: its colours, emblem and twinkling stars around each step of the flow. */
export function GameStage({
  definition,
  kicker,
  title,
  titleId,
  intro,
  children,
  testId,
  kitInstance,
}: GameStageProps) {
  const { look } = definition;
  // The server's kit is another instance: its id is never in the server HTML.
  const hydrated = useHydrated();
  return (
    <Stage
      from={look.from}
      to={look.to}
      aria-labelledby={titleId}
      data-testid={testId}
      data-kit-instance={hydrated ? kitInstance : undefined}
      data-game={definition.game}
    >
      {SPARKLES.map((sparkle) => (
        <Sparkle
          key={`${sparkle.top}-${sparkle.side}`}
          glow={look.glow}
          style={{ top: sparkle.top, [sparkle.side]: '2px', animationDelay: sparkle.delay }}
          aria-hidden="true"
        />
      ))}
      <Header>
        <div>
          <Kicker glow={look.glow}>{kicker}</Kicker>
          <h1 id={titleId}>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </div>
        <Emblem>
          <GameEmblem look={look} />
        </Emblem>
      </Header>
      {children}
    </Stage>
  );
}

/** A white card inside the stage, for forms and texts to stay readable. */
export const StagePanel = styled.div`
  position: relative;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: clamp(1rem, 3vw, 1.75rem);
  box-shadow: ${({ theme }) => theme.shadow};
  /* A step of the claim opens scrolled to its panel, under the sticky header. */
  scroll-margin-top: 6rem;
  /* Phones: the panel spans the whole stage, so the receipt buttons (which do not wrap) fit 390 px. */
  ${mq.down(BREAKPOINTS.xs)} {
    margin-inline: -1rem;
    padding: 0.85rem;
    border-radius: 10px;
  }
`;
