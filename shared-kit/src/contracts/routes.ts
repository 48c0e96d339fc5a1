/**
 * Route contract (ROUTE-1): every French path by its locale-independent name.
 * The host owns the route table (layouts, guards, remotes); remotes and servers use this
 * contract to link to a page or redirect without copying paths.
 */
export const LOCALE = 'fr' as const;
export const ROUTE_NAME_SEPARATOR = '___';

export const ROUTE_PATHS = {
  index: '/',
  auth: '/connexion',
  'auth-login': '/connexion/se-connecter',
  'auth-signup': '/connexion/s-inscrire',
  contact: '/contact',
  'eligible-products': '/produits-eligibles',
  faq: '/faq',
  'how-to-participate': '/comment-participer',
  'legal-notices': '/mentions-legales',
  'legal-notices-alias': '/legal-notices',
  'reset-password': '/reinitialiser-son-mot-de-passe',
  'shop-conditions': '/conditions-de-la-boutique',
  'shop-limited': '/la-grande-boutique-hors-connexion',
  show: '/show',

  'game-1': '/le-jeu',
  'game-1-jslots': '/le-jeu/roulette',
  'game-1-your-gift': '/le-jeu/mon-gain',
  'game-2': '/le-jeu-mechamment-gourmand',
  'game-2-result': '/le-jeu-mechamment-gourmand/resultat',
  'game-2-winner': '/le-jeu-mechamment-gourmand/bravo',
  'game-2-loser': '/le-jeu-mechamment-gourmand/dommage',
  'game-3': '/le-jeu/les-jours-extraordinaires',
  'game-3-result': '/le-jeu/les-jours-extraordinaires/resultat',
  'game-3-winner': '/le-jeu/les-jours-extraordinaires/bravo',
  'game-3-loser': '/le-jeu/les-jours-extraordinaires/dommage',
  'game-4': '/le-jeu/star-academy',
  'game-4-result': '/le-jeu/star-academy/resultat',
  'game-4-winner': '/le-jeu/star-academy/bravo',
  'game-4-loser': '/le-jeu/star-academy/dommage',

  profile: '/mon-compte',
  'profile-infos': '/mon-compte/mon-profil',
  'profile-security': '/mon-compte/connexion-et-securite',
  'profile-addresses': '/mon-compte/mes-adresses',
  'profile-addresses-new': '/mon-compte/mes-adresses/nouvelle-adresse',
  'profile-history-declarations': '/mon-compte/mon-historique/mes-preuves-d-achat',
  'profile-history-orders': '/mon-compte/mon-historique/mes-commandes',
  'profile-history-declaration': '/mon-compte/mon-historique/ma-preuve-d-achat/:uuid',

  shop: '/la-grande-boutique',
  'shop-basket': '/la-grande-boutique/panier',
  'shop-declare': '/la-grande-boutique/declarer-mes-achats',
  'shop-gift': '/la-grande-boutique/cadeau/:id/:slug',
  'shop-order-informations': '/la-grande-boutique/commande/informations',
  'shop-order-summary': '/la-grande-boutique/commande/recapitulatif',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** `game-4-result` → `game-4-result___fr` (ROUTE-5: names carry a locale suffix). */
export function localizedRouteName(name: RouteName): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${LOCALE}`;
}

/** Fills `:param` segments; values are URI-encoded so a slug can never add a segment. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTE_PATHS[name].replace(/:([a-z]+)/gi, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Legacy English-style paths answered with a permanent redirect (ROUTE-6: 301).
 * /game, /game/jslots and /game/your-gift go home. /legal-notices is not here: ROUTE-1
 * gives it as a second address of the legal notices page, so it is served, not redirected.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/auth': ROUTE_PATHS.auth,
  '/auth/login': ROUTE_PATHS['auth-login'],
  '/auth/signup': ROUTE_PATHS['auth-signup'],
  '/reset-password': ROUTE_PATHS['reset-password'],
  '/profile': ROUTE_PATHS.profile,
  '/profile/infos': ROUTE_PATHS['profile-infos'],
  '/profile/security': ROUTE_PATHS['profile-security'],
  '/profile/addresses': ROUTE_PATHS['profile-addresses'],
  '/profile/addresses/new': ROUTE_PATHS['profile-addresses-new'],
  '/profile/history': ROUTE_PATHS['profile-history-declarations'],
  '/profile/history/declarations': ROUTE_PATHS['profile-history-declarations'],
  '/profile/history/orders': ROUTE_PATHS['profile-history-orders'],
  '/shop': ROUTE_PATHS.shop,
  '/shop/basket': ROUTE_PATHS['shop-basket'],
  '/shop/declare': ROUTE_PATHS['shop-declare'],
  '/shop/order/informations': ROUTE_PATHS['shop-order-informations'],
  '/shop/order/summary': ROUTE_PATHS['shop-order-summary'],
  '/shop-limited': ROUTE_PATHS['shop-limited'],
  '/shop-conditions': ROUTE_PATHS['shop-conditions'],
  '/eligible-products': ROUTE_PATHS['eligible-products'],
  '/how-to-participate': ROUTE_PATHS['how-to-participate'],
  '/game': ROUTE_PATHS.index,
  '/game/jslots': ROUTE_PATHS.index,
  '/game/your-gift': ROUTE_PATHS.index,
};

/** Target of a legacy path (trailing slash tolerated), or undefined. */
export function legacyRedirectFor(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LEGACY_REDIRECTS[trimmed.toLowerCase()];
}
