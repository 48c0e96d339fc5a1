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

export interface GameLook {
  /** Two colours of the stage gradient, and the colour of the glow and sparkles. */
  from: string;
  to: string;
  glow: string;
  /** Which emblem the game's stage draws (mfe-game components/GameEmblem.tsx). */
  emblem: 'star' | 'fork' | 'sun' | 'slots';
}

/** Each game's colours and emblem: its stage in the game remote, and its link-preview image on the host. */
export const GAME_LOOKS: Readonly<Record<GameNumber, GameLook>> = {
  1: { from: '#c8102e', to: '#7a0a1c', glow: '#ffd23f', emblem: 'slots' },
  2: { from: '#6b2d0f', to: '#c8102e', glow: '#ffb347', emblem: 'fork' },
  3: { from: '#0d6e6e', to: '#1d3c8f', glow: '#ffd23f', emblem: 'sun' },
  4: { from: '#1d1454', to: '#5a1d8f', glow: '#ffd23f', emblem: 'star' },
};

/**
 * The game remote keeps the participation in progress in sessionStorage under keys with this prefix (a reload on
 * resultat/bravo/dommage finds it again); the host drops them when the player leaves every game route (GUARD-2) and
 * renders a page anew in the browser when a tab holds them.
 */
export const GAME_STORAGE_PREFIX = 'lgb:game:';

/** Where a game's winner completes the participation (game 1 has its prize page instead of bravo). */
export function gameWinnerPath(game: GameNumber): string {
  return game === 1 ? ROUTE_PATHS['game-1-your-gift'] : ROUTE_PATHS[`game-${game}-winner`];
}
