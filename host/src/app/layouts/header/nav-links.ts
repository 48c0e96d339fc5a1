import { pathTo, ROUTE_PATHS, type GameNumber, type RouteName } from 'shared-kit/core';
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
