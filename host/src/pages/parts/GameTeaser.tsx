import styled from '@emotion/styled';
import { Link } from 'react-router';
import { GAME_NAMES, pathTo, ROUTE_PATHS, type RouteName } from 'shared-kit';
import { BREAKPOINTS, mq } from 'shared-ui';
import { formatScheduleDate, type GamePhase } from '../../app/game-schedule/game-phase';
import { Art } from '../../app/layouts/Art';
import { useShell } from '../../app/shell/shell-context';
import { useGamePhase } from './use-game-phase';

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
  switch (phase) {
    case 'running':
      return {
        kicker: 'Jeu en cours',
        title: `Le jeu ${name} est ouvert\u00a0!`,
        text: `Entrez le code unique imprimé dans votre paquet, ajoutez la photo de votre ticket de caisse et découvrez aussitôt si vous avez gagné. Vous avez jusqu'au ${end} pour tenter votre chance.`,
        cta: { label: 'Je joue', to: gamePath },
      };
    case 'teasing':
      return {
        kicker: 'Bientôt',
        title: `Le jeu ${name} commence le ${start}\u00a0!`,
        text: 'Gardez précieusement les codes de vos paquets et vos tickets de caisse\u00a0: ils vous serviront pour jouer dès l’ouverture.',
        cta: { label: 'Comment participer\u00a0?', to: ROUTE_PATHS['how-to-participate'] },
      };
    case 'upcoming':
      return {
        kicker: 'À venir',
        title: 'Un nouveau jeu se prépare',
        text: `Rendez-vous le ${start} pour découvrir le jeu ${name}. En attendant, vos achats continuent de vous rapporter des étoiles.`,
        cta: { label: 'Comment participer\u00a0?', to: ROUTE_PATHS['how-to-participate'] },
      };
    case 'discontinued':
      return {
        kicker: 'Jeu terminé',
        title: `Le jeu ${name} est terminé`,
        text: `Merci à toutes et à tous d’avoir joué jusqu’au ${end}\u00a0! Les gagnants sont contactés par e-mail. Vos étoiles, elles, restent valables dans La Grande Boutique.`,
        cta: { label: 'Découvrir La Grande Boutique', to: ROUTE_PATHS.shop },
      };
  }
}

/** The home page's game banner: teasing, running or ended, from the configured schedule. */
export function GameTeaser() {
  const { config } = useShell();
  const phase = useGamePhase();
  const name: RouteName = `game-${config.game.current}`;
  const copy = copyFor(
    phase,
    GAME_NAMES[config.game.current],
    pathTo(name),
    formatScheduleDate(config.game.schedule.start),
    formatScheduleDate(config.game.schedule.end),
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
