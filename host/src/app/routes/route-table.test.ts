import { LEGACY_REDIRECTS, legacyRedirectFor, ROUTE_PATHS } from 'shared-kit/core';
import { REMOTE_PAGES, type ExposedPage } from 'shared-kit/contracts';
import { paramsAreValid, routeByName, ROUTE_TABLE } from './route-table';

/** ROUTE-1, written out again on purpose: the test must not derive its expectations from the code. */
const SPEC_PATHS = [
  '/',
  '/connexion',
  '/connexion/se-connecter',
  '/connexion/s-inscrire',
  '/contact',
  '/produits-eligibles',
  '/faq',
  '/comment-participer',
  '/mentions-legales',
  '/legal-notices',
  '/reinitialiser-son-mot-de-passe',
  '/conditions-de-la-boutique',
  '/la-grande-boutique-hors-connexion',
  '/show',
  '/le-jeu',
  '/le-jeu/roulette',
  '/le-jeu/mon-gain',
  '/le-jeu-mechamment-gourmand',
  '/le-jeu-mechamment-gourmand/resultat',
  '/le-jeu-mechamment-gourmand/bravo',
  '/le-jeu-mechamment-gourmand/dommage',
  '/le-jeu/les-jours-extraordinaires',
  '/le-jeu/les-jours-extraordinaires/resultat',
  '/le-jeu/les-jours-extraordinaires/bravo',
  '/le-jeu/les-jours-extraordinaires/dommage',
  '/le-jeu/star-academy',
  '/le-jeu/star-academy/resultat',
  '/le-jeu/star-academy/bravo',
  '/le-jeu/star-academy/dommage',
  '/mon-compte',
  '/mon-compte/mon-profil',
  '/mon-compte/connexion-et-securite',
  '/mon-compte/mes-adresses',
  '/mon-compte/mes-adresses/nouvelle-adresse',
  '/mon-compte/mon-historique/mes-preuves-d-achat',
  '/mon-compte/mon-historique/mes-commandes',
  '/mon-compte/mon-historique/ma-preuve-d-achat/:uuid',
  '/la-grande-boutique',
  '/la-grande-boutique/panier',
  '/la-grande-boutique/declarer-mes-achats',
  '/la-grande-boutique/cadeau/:id/:slug',
  '/la-grande-boutique/commande/informations',
  '/la-grande-boutique/commande/recapitulatif',
];

const SPEC_GAME_NAMES: Record<string, string> = {
  'game-1': '/le-jeu',
  'game-1-jslots': '/le-jeu/roulette',
  'game-1-your-gift': '/le-jeu/mon-gain',
  ...Object.fromEntries(
    [
      [2, '/le-jeu-mechamment-gourmand'],
      [3, '/le-jeu/les-jours-extraordinaires'],
      [4, '/le-jeu/star-academy'],
    ].flatMap(([game, base]) => [
      [`game-${game}`, base],
      [`game-${game}-result`, `${base}/resultat`],
      [`game-${game}-winner`, `${base}/bravo`],
      [`game-${game}-loser`, `${base}/dommage`],
    ]),
  ),
};

const SPEC_LAYOUTS = [
  'default',
  'authenticated',
  'authenticated-profile',
  'authenticated-history',
  'eligible-products',
  'faq',
  'how-to-participate',
];

const SPEC_BREADCRUMBS = [
  'Le Jeu',
  'Tirage au sort',
  'Votre Cadeau',
  'Mon compte',
  'Mon historique',
  // LAYOUT-3 writes « Mes preuves d'achats »: the page's heading and its address say « d'achat », the right French.
  "Mes preuves d'achat",
  'La Grande Boutique',
  'Panier',
  'Déclarer mes achats',
  'Commander',
  'Produits éligibles',
  'Aide et FAQ',
  'Comment participer ?',
  'Mentions Légales',
  'Conditions de la Boutique',
];

describe('route table (ROUTE-1)', () => {
  it('has every path of ROUTE-1 to ROUTE-4 exactly once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the game routes as ROUTE-5 does, with the ___fr suffix', () => {
    for (const [name, path] of Object.entries(SPEC_GAME_NAMES)) {
      const route = ROUTE_TABLE.find((candidate) => candidate.localizedName === `${name}___fr`);
      expect(route?.path).toBe(path);
    }
  });

  it('suffixes every route name with ___fr and keeps names unique', () => {
    for (const route of ROUTE_TABLE) expect(route.localizedName).toBe(`${route.name}___fr`);
    expect(new Set(ROUTE_TABLE.map((route) => route.name)).size).toBe(ROUTE_TABLE.length);
  });

  it('names the account routes of ROUTE-5', () => {
    expect(routeByName('profile-infos').path).toBe('/mon-compte/mon-profil');
    expect(routeByName('profile-security').path).toBe('/mon-compte/connexion-et-securite');
    expect(routeByName('profile-addresses').path).toBe('/mon-compte/mes-adresses');
    expect(routeByName('profile-addresses-new').path).toBe('/mon-compte/mes-adresses/nouvelle-adresse');
  });

  it('uses only the seven layouts of LAYOUT-1, and every one of them', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.layout))).toEqual(new Set(SPEC_LAYOUTS));
  });

  it('titles « Mes preuves d’achat » alike in the breadcrumb, the heading and the tab', () => {
    const declarations = routeByName('profile-history-declarations');
    expect(declarations.title).toBe('Mes preuves d’achat');
    expect(declarations.breadcrumb.at(-1)).toBe(declarations.title);
    expect(routeByName('profile-history-declaration').breadcrumb.at(-1)).toBe(declarations.title);
  });

  it('uses every breadcrumb title of LAYOUT-3', () => {
    // Word for word, set in French typography: no-break spaces (« participer ? »), ’, and sentence case (« Votre
    // cadeau », « Mentions légales »; README « Texts and i18next »).
    const words = (title: string) =>
      title
        .replace(/\u00a0/g, ' ')
        .replace(/’/g, "'")
        .toLowerCase();
    const titles = new Set(ROUTE_TABLE.flatMap((route) => route.breadcrumb.map(words)));
    for (const title of SPEC_BREADCRUMBS) expect(titles).toContain(words(title));
  });

  it('gives account pages authenticated layouts and the shop its own rule', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.path.startsWith('/mon-compte'))) {
      expect(['authenticated-profile', 'authenticated-history']).toContain(route.layout);
      expect(route.access).toBe('authenticated');
    }
    expect(routeByName('contact').layout).toBe('authenticated');
    for (const name of ['shop', 'shop-basket', 'shop-declare', 'shop-gift'] as const) {
      expect(routeByName(name).access).toBe('shop');
    }
    expect(routeByName('auth-login').access).toBe('anonymous-only');
  });

  it('assigns each page to its owning remote', () => {
    const owners = Object.fromEntries(
      ROUTE_TABLE.map((route) => [route.path, route.owner.kind === 'host' ? 'host' : route.owner.remote]),
    );
    expect(owners['/connexion/se-connecter']).toBe('auth');
    expect(owners['/mon-compte/mes-adresses']).toBe('account');
    expect(owners['/la-grande-boutique/panier']).toBe('shop');
    expect(owners['/la-grande-boutique-hors-connexion']).toBe('shop');
    expect(owners['/le-jeu/star-academy/resultat']).toBe('game');
    expect(owners['/faq']).toBe('host');
  });

  it('shows each page a remote declares on its routes alone, and no remote page the remote does not declare', () => {
    const declared = Object.entries(REMOTE_PAGES).flatMap(([remote, pages]) =>
      Object.entries(pages as Record<string, ExposedPage>).flatMap(([page, { routes }]) =>
        routes.map((name) => `${name} ${remote}${page.slice(1)}`),
      ),
    );
    const shown = ROUTE_TABLE.filter((route) => route.owner.kind === 'remote').map((route) =>
      route.owner.kind === 'remote' ? `${route.name} ${route.owner.remote}${route.owner.page.slice(1)}` : '',
    );
    expect(shown.sort()).toEqual(declared.sort());
    expect(declared).toContain('shop-basket shop/BasketPage');
  });

  it('opens the game to logged-in users only (ROLE-2)', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.game !== undefined)) expect(route.access).toBe('authenticated');
  });

  it('marks each game route with its game', () => {
    expect(routeByName('game-4-winner').game).toBe(4);
    expect(routeByName('game-2').game).toBe(2);
    expect(routeByName('game-1-jslots').game).toBe(1);
  });

  it('ends each auth page\u2019s breadcrumb on its own name, under « Connexion »', () => {
    expect(routeByName('auth').breadcrumb).toEqual(['Connexion']);
    expect(routeByName('auth-login').breadcrumb).toEqual(['Connexion', 'Se connecter']);
    expect(routeByName('auth-signup').breadcrumb).toEqual(['Connexion', 'S’inscrire']);
  });

  it('validates dynamic segments', () => {
    const declaration = routeByName('profile-history-declaration');
    expect(paramsAreValid(declaration, { uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })).toBe(true);
    expect(paramsAreValid(declaration, { uuid: 'not-a-uuid' })).toBe(false);
    expect(paramsAreValid(declaration, { uuid: '../../etc' })).toBe(false);
    const gift = routeByName('shop-gift');
    // Goodies are identified by strings at the provider (the sandbox seeds `goody-mug`).
    expect(paramsAreValid(gift, { id: 'goody-mug', slug: 'mug-la-grande-boutique' })).toBe(true);
    expect(paramsAreValid(gift, { id: '12', slug: 'casque-audio' })).toBe(true);
    expect(paramsAreValid(gift, { id: '../etc', slug: 'casque-audio' })).toBe(false);
    expect(paramsAreValid(gift, { id: 'goody mug', slug: 'casque-audio' })).toBe(false);
    expect(paramsAreValid(gift, { id: 'goody-mug', slug: 'Casque Audio' })).toBe(false);
    expect(paramsAreValid(gift, { id: '', slug: 'casque' })).toBe(false);
  });

  it('maps legacy paths to French pages, and /game paths home', () => {
    expect(legacyRedirectFor('/shop')).toBe('/la-grande-boutique');
    expect(legacyRedirectFor('/profile/')).toBe('/mon-compte');
    expect(legacyRedirectFor('/eligible-products')).toBe('/produits-eligibles');
    expect(legacyRedirectFor('/game')).toBe('/');
    expect(legacyRedirectFor('/game/jslots')).toBe('/');
    expect(legacyRedirectFor('/game/your-gift')).toBe('/');
    expect(legacyRedirectFor('/legal-notices')).toBeUndefined();
    const targets = new Set<string>(Object.values(ROUTE_PATHS));
    for (const target of Object.values(LEGACY_REDIRECTS)) expect(targets).toContain(target);
  });
});
