import { ROUTE_PATHS, safeReturnPath, type GameNumber } from 'shared-kit/core';
import type { GamePhase } from '../game-schedule/game-phase';
import type { RouteDef } from '../routes/route-table';

export interface AccessContext {
  isLoggedIn: boolean;
  currentGame: GameNumber;
  /** Phase of the current game now; only read for game routes. */
  gamePhase?: GamePhase;
}

/** The path and query of `url`, as the `r` parameter carries it. */
export function wantedPath(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * GUARD-3 roles: where a visitor of `route` must go instead (with the wanted path in `r`), or null to let the page
 * show.
 */
export function accessRedirect(route: RouteDef, url: URL, context: AccessContext): string | null {
  // Any game route redirects home unless it is the current game and the game is running.
  if (route.game !== undefined && (route.game !== context.currentGame || context.gamePhase !== 'running')) {
    return ROUTE_PATHS.index;
  }
  switch (route.access) {
    case 'authenticated':
      if (context.isLoggedIn) return null;
      return `${ROUTE_PATHS.auth}?${new URLSearchParams({ r: wantedPath(url) }).toString()}`;
    case 'shop':
      // The limited view's « Se connecter » and « S'inscrire » carry `r` on: the declaration, the basket or a gift
      // page the visitor wanted is where they land after logging in, not the shop's front page.
      if (context.isLoggedIn) return null;
      return `${ROUTE_PATHS['shop-limited']}?${new URLSearchParams({ r: wantedPath(url) }).toString()}`;
    case 'anonymous-only':
      if (!context.isLoggedIn) return null;
      // `r` is a local path only (anything else would be an open redirect); else the profile.
      return safeReturnPath(url.searchParams.get('r')) ?? ROUTE_PATHS.profile;
    case 'public':
      return null;
  }
}
