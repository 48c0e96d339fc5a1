import styled from '@emotion/styled';
import { Link } from 'react-router';
import { formatParisDate, GAME_NAMES, gameInstants, pathTo, ROUTE_PATHS, type RouteName } from 'shared-kit/core';
import { BREAKPOINTS, mq, useSiteRuntime } from 'shared-ui';
import type { GamePhase } from '../../app/game-schedule/game-phase';
import { Art } from '../../app/layouts/Art';
import { TEASER_FR } from '../texts/home.fr';
import { useGamePhase } from './use-game-phase';
import { useSiteLanguage } from 'shared-ui/i18n';

const Banner = styled.section`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  padding: clamp(1.5rem, 5vw, 3.5rem);
  border-radius: 28px;
  background: ${({ theme }) => theme.colors.tertiary};
  color: ${({ theme }) => theme.colors.tertiaryContrast};
  box-shadow: 0 10px 0 rgba(0, 0, 0, 0.18);
  ${mq.up(BREAKPOINTS.sm)} {
    grid-template-columns: 1fr auto;
  }
  .kicker {
    display: inline-block;
    margin: 0 0 0.75rem;
    padding: 0.25rem 0.8rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.85rem;
  }
  h1 {
    margin: 0 0 0.75rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2rem, 5.5vw, 3.6rem);
    line-height: 1.05;
  }
  p {
    font-size: 1.15rem;
    max-width: 42rem;
  }
  > svg {
    justify-self: center;
    ${mq.down(BREAKPOINTS.sm)} {
      display: none;
    }
  }
  .cta {
    display: inline-flex;
    margin-top: 0.5rem;
    padding: 0.85rem 1.8rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 800;
    font-size: 1.1rem;
    text-decoration: none;
    box-shadow: 0 5px 0 rgba(0, 0, 0, 0.25);
  }
`;

interface Copy {
  kicker: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

function copyFor(phase: GamePhase, name: string, gamePath: string, start: string, end: string): Copy {
  const { kicker, title, text, cta } = TEASER_FR.of(phase, { name, start, end });
  const to =
    phase === 'running' ? gamePath : phase === 'discontinued' ? ROUTE_PATHS.shop : ROUTE_PATHS['how-to-participate'];
  return { kicker, title, text, cta: { label: cta, to } };
}

/** The home page's game banner: teasing, running or ended, from the configured schedule. */
export function GameTeaser() {
  useSiteLanguage();
  const { config } = useSiteRuntime();
  const phase = useGamePhase();
  const name: RouteName = `game-${config.game.current}`;
  const moments = gameInstants(config.game);
  const copy = copyFor(
    phase,
    GAME_NAMES[config.game.current],
    pathTo(name),
    formatParisDate(moments.start, 'day'),
    formatParisDate(moments.end, 'day'),
  );
  return (
    <Banner data-testid="game-teaser" data-phase={phase} aria-labelledby="home-title">
      <div>
        <p className="kicker">{copy.kicker}</p>
        <h1 id="home-title">{copy.title}</h1>
        <p>{copy.text}</p>
        <Link className="cta" to={copy.cta.to}>
          {copy.cta.label}
        </Link>
      </div>
      <Art name={phase === 'running' ? 'ticket' : 'star'} size={180} />
    </Banner>
  );
}
