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

export function gameName(game: GameNumber): string {
  return GAME_NAMES[game];
}
