import { ROUTE_PATHS } from 'shared-kit/core';

/** Where each breadcrumb title leads when it is not the current page. */
export const BREADCRUMB_LINKS: Record<string, string> = {
  Accueil: ROUTE_PATHS.index,
  'Le Jeu': ROUTE_PATHS.index,
  'Mon compte': ROUTE_PATHS.profile,
  'Mon historique': ROUTE_PATHS['profile-history-declarations'],
  'Mes preuves d’achat': ROUTE_PATHS['profile-history-declarations'],
  'La Grande Boutique': ROUTE_PATHS.shop,
  Panier: ROUTE_PATHS['shop-basket'],
  Connexion: ROUTE_PATHS.auth,
};
