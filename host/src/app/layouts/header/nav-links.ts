import { pathTo, ROUTE_PATHS, type GameNumber, type RouteName } from 'shared-kit';

export interface NavItem {
  label: string;
  to: string;
}

/** The main navigation; "Le Jeu" leads to the current game of the configuration (GUARD-1). */
export function mainNavItems(currentGame: GameNumber): NavItem[] {
  const game: RouteName = `game-${currentGame}`;
  return [
    { label: 'Le Jeu', to: pathTo(game) },
    { label: 'La Grande Boutique', to: ROUTE_PATHS.shop },
    { label: 'Produits éligibles', to: ROUTE_PATHS['eligible-products'] },
    { label: 'Comment participer\u00a0?', to: ROUTE_PATHS['how-to-participate'] },
  ];
}

export const ACCOUNT_ITEMS: NavItem[] = [
  { label: 'Mon profil', to: ROUTE_PATHS['profile-infos'] },
  { label: 'Mon historique', to: ROUTE_PATHS['profile-history-declarations'] },
  { label: 'Mes commandes', to: ROUTE_PATHS['profile-history-orders'] },
  { label: 'Déclarer mes achats', to: ROUTE_PATHS['shop-declare'] },
];
