import { ROUTE_PATHS } from './routes';
import type { GameNumber } from './site-config';

/**
 * The name of each game of the route table, as players read it: the home banner, the game pages, the FAQ and the
 * breadcrumbs all take it from here, so the current game (GAME_CURRENT) is named the same everywhere.
 */
export const GAME_NAMES: Readonly<Record<GameNumber, string>> = {
  1: 'La Roulette',
  2: 'Méchamment Gourmand',
  3: 'Les jours extraordinaires',
  4: 'Star Academy',
};

/** Where a game's winner completes the participation (game 1 has its prize page instead of bravo). */
export function gameWinnerPath(game: GameNumber): string {
  return game === 1 ? ROUTE_PATHS['game-1-your-gift'] : ROUTE_PATHS[`game-${game}-winner`];
}
