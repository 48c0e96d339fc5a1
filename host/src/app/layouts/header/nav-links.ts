import { pathTo, ROUTE_PATHS, safeReturnPath, type GameNumber, type RouteName } from 'shared-kit/core';
import { HOST_FR } from '../../../messages/fr';

export interface NavItem {
  label: string;
  to: string;
}

/** The main navigation; "Le Jeu" leads to the current game of the configuration (GUARD-1). */
export function mainNavItems(currentGame: GameNumber): NavItem[] {
  const game: RouteName = `game-${currentGame}`;
  return [
    { label: HOST_FR.nav.game, to: pathTo(game) },
    { label: HOST_FR.nav.shop, to: ROUTE_PATHS.shop },
    { label: HOST_FR.nav.eligibleProducts, to: ROUTE_PATHS['eligible-products'] },
    { label: HOST_FR.nav.howToParticipate, to: ROUTE_PATHS['how-to-participate'] },
  ];
}

export function accountItems(): NavItem[] {
  return [
    { label: HOST_FR.account.profile, to: ROUTE_PATHS['profile-infos'] },
    { label: HOST_FR.account.history, to: ROUTE_PATHS['profile-history-declarations'] },
    { label: HOST_FR.account.orders, to: ROUTE_PATHS['profile-history-orders'] },
    { label: HOST_FR.account.declare, to: ROUTE_PATHS['shop-declare'] },
  ];
}

/**
 * The header's way to log in or sign up, carrying on the page's own `r` when it has a local one: a visitor sent to the
 * goodies' limited view from « Déclarer mes achats » (r = the declaration) lands on the declaration whichever « Se
 * connecter » they use. A foreign `r` is dropped (no open redirect); without one, login leads to the profile (GUARD-4).
 */
export function authLink(path: string, search: string): string {
  const wanted = safeReturnPath(new URLSearchParams(search).get('r'));
  return wanted ? `${path}?${new URLSearchParams({ r: wanted }).toString()}` : path;
}
