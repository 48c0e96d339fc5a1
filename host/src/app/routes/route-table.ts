/**
 * The route table of ROUTE-1: every path, its name (`game-4-result___fr`), layout, breadcrumb,
 * background, access rule and owner (the host itself or a remote's exposed page).
 * Pure data: the router (create-routes.tsx) and the tests read it.
 */
import {
  GAME_NAMES,
  ROUTE_PATHS,
  localizedRouteName,
  type GameNumber,
  type RemoteName,
  type RouteName,
} from 'shared-kit/core';
// The remotes' declaration of their pages alone (the whole contracts would bring a second copy of core's modules).
import { declaredPageOf, type PageAccess } from 'shared-kit/contracts/remote-pages';

export type LayoutName =
  | 'default'
  | 'authenticated'
  | 'authenticated-profile'
  | 'authenticated-history'
  | 'eligible-products'
  | 'faq'
  | 'how-to-participate';

/** GUARD-3 roles (shared-kit contracts: a remote declares its pages' own, remote-pages.ts). */
export type Access = PageAccess;

export type HostPage =
  | 'HomePage'
  | 'ContactPage'
  | 'EligibleProductsPage'
  | 'FaqPage'
  | 'HowToParticipatePage'
  | 'LegalNoticesPage'
  | 'ShopConditionsPage'
  | 'ShowPage';

type HostOwner = { kind: 'host'; page: HostPage };
type RemoteOwner = { kind: 'remote'; remote: RemoteName; page: string };
export type RouteOwner = HostOwner | RemoteOwner;

export interface RouteDef {
  name: RouteName;
  /** `name___fr` (ROUTE-5: route names carry a locale suffix). */
  localizedName: string;
  path: string;
  layout: LayoutName;
  /** Page title (document title and heading). */
  title: string;
  /** Breadcrumb trail after "Accueil" (LAYOUT-3 titles). */
  breadcrumb: string[];
  background: 'primary' | 'tertiary';
  access: Access;
  owner: RouteOwner;
  /** Props passed to the page: the game number for the shared game pages. */
  props?: Record<string, string | number>;
  /** Game routes: which game (GUARD-1: only the current, running game is open). */
  game?: GameNumber;
  /** Dynamic segments and the pattern each must match (a bad one is a 404). */
  params?: Record<string, RegExp>;
  /** Another address of the same page: search engines are sent to that route's address. */
  canonicalRoute?: RouteName;
}

const host = (page: HostPage): HostOwner => ({ kind: 'host', page });

/**
 * A route as written below: the shell's own pages name their page and say who may see them; a route a remote's page
 * shows takes both from the remote's declaration of its pages (shared-kit contracts remote-pages.ts), written nowhere
 * else.
 */
type Def = Omit<RouteDef, 'localizedName' | 'path' | 'background' | 'owner' | 'access'> & {
  background?: RouteDef['background'];
} & ({ owner: HostOwner; access: Access } | { owner?: never; access?: never });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Coupons, goodies, cards and messages carry string identifiers at the provider (`goody-mug`, `12`…). */
const STRING_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function gameRoutes(game: 2 | 3 | 4): Def[] {
  const base = `game-${game}` as const;
  const title = GAME_NAMES[game];
  // GUARD-3: the game is for logged-in users (anonymous visitors are not listed for it).
  const common = { layout: 'default' as const, game, props: { game } };
  return [
    { ...common, name: base, title, breadcrumb: ['Le Jeu'] },
    {
      ...common,
      name: `${base}-result`,
      title: `${title}\u00a0: résultat`,
      breadcrumb: ['Le Jeu', 'Tirage au sort'],
    },
    {
      ...common,
      name: `${base}-winner`,
      title: `${title}\u00a0: bravo\u00a0!`,
      breadcrumb: ['Le Jeu', 'Votre cadeau'],
    },
    {
      ...common,
      name: `${base}-loser`,
      title: `${title}\u00a0: dommage`,
      breadcrumb: ['Le Jeu'],
    },
  ];
}

const DEFS: Def[] = [
  // Public pages (ROUTE-1).
  { name: 'index', layout: 'default', title: 'Accueil', breadcrumb: [], access: 'public', owner: host('HomePage') },
  {
    name: 'auth',
    layout: 'default',
    title: 'Connexion',
    breadcrumb: ['Connexion'],
  },
  {
    name: 'auth-login',
    layout: 'default',
    title: 'Se connecter',
    breadcrumb: ['Connexion', 'Se connecter'],
  },
  {
    name: 'auth-signup',
    layout: 'default',
    title: 'S’inscrire',
    breadcrumb: ['Connexion', 'S’inscrire'],
  },
  {
    name: 'reset-password',
    layout: 'default',
    title: 'Réinitialiser son mot de passe',
    breadcrumb: ['Connexion'],
  },
  {
    name: 'contact',
    layout: 'authenticated',
    title: 'Contact',
    breadcrumb: ['Contact'],
    access: 'authenticated',
    owner: host('ContactPage'),
  },
  {
    name: 'eligible-products',
    layout: 'eligible-products',
    title: 'Produits éligibles',
    breadcrumb: ['Produits éligibles'],
    access: 'public',
    owner: host('EligibleProductsPage'),
    background: 'tertiary',
  },
  {
    name: 'faq',
    layout: 'faq',
    title: 'Aide et FAQ',
    breadcrumb: ['Aide et FAQ'],
    access: 'public',
    owner: host('FaqPage'),
    background: 'tertiary',
  },
  {
    name: 'how-to-participate',
    layout: 'how-to-participate',
    title: 'Comment participer\u00a0?',
    breadcrumb: ['Comment participer\u00a0?'],
    access: 'public',
    owner: host('HowToParticipatePage'),
  },
  {
    name: 'legal-notices',
    layout: 'default',
    title: 'Mentions légales',
    breadcrumb: ['Mentions légales'],
    access: 'public',
    owner: host('LegalNoticesPage'),
    background: 'tertiary',
  },
  {
    name: 'legal-notices-alias',
    canonicalRoute: 'legal-notices',
    layout: 'default',
    title: 'Mentions légales',
    breadcrumb: ['Mentions légales'],
    access: 'public',
    owner: host('LegalNoticesPage'),
    background: 'tertiary',
  },
  {
    name: 'shop-conditions',
    layout: 'default',
    title: 'Conditions de la Boutique',
    breadcrumb: ['Conditions de la Boutique'],
    access: 'public',
    owner: host('ShopConditionsPage'),
    background: 'tertiary',
  },
  {
    name: 'shop-limited',
    layout: 'default',
    title: 'La Grande Boutique',
    breadcrumb: ['La Grande Boutique'],
  },
  {
    name: 'show',
    layout: 'default',
    title: 'La Grande Boutique en images',
    breadcrumb: [],
    access: 'public',
    owner: host('ShowPage'),
  },

  // Games (ROUTE-2): game 1 has its own pages, games 2–4 share the code → result → bravo/dommage pages.
  {
    name: 'game-1',
    layout: 'default',
    title: 'Le Jeu',
    breadcrumb: ['Le Jeu'],
    game: 1,
  },
  {
    name: 'game-1-jslots',
    layout: 'default',
    title: 'Tirage au sort',
    breadcrumb: ['Le Jeu', 'Tirage au sort'],
    game: 1,
  },
  {
    name: 'game-1-your-gift',
    layout: 'default',
    title: 'Votre cadeau',
    breadcrumb: ['Le Jeu', 'Votre cadeau'],
    game: 1,
  },
  ...gameRoutes(2),
  ...gameRoutes(3),
  ...gameRoutes(4),

  // Account (authenticated-profile / authenticated-history layouts).
  {
    name: 'profile',
    layout: 'authenticated-profile',
    title: 'Mon compte',
    breadcrumb: ['Mon compte'],
  },
  {
    name: 'profile-infos',
    layout: 'authenticated-profile',
    title: 'Mon profil',
    breadcrumb: ['Mon compte'],
  },
  {
    name: 'profile-security',
    layout: 'authenticated-profile',
    title: 'Connexion et sécurité',
    breadcrumb: ['Mon compte'],
  },
  {
    name: 'profile-addresses',
    layout: 'authenticated-profile',
    title: 'Mes adresses',
    breadcrumb: ['Mon compte'],
  },
  {
    name: 'profile-addresses-new',
    layout: 'authenticated-profile',
    title: 'Nouvelle adresse',
    breadcrumb: ['Mon compte'],
  },
  {
    name: 'profile-history-declarations',
    layout: 'authenticated-history',
    title: 'Mes preuves d’achat',
    breadcrumb: ['Mon compte', 'Mon historique', 'Mes preuves d’achat'],
  },
  {
    name: 'profile-history-orders',
    layout: 'authenticated-history',
    title: 'Mes commandes',
    breadcrumb: ['Mon compte', 'Mon historique'],
  },
  {
    name: 'profile-history-declaration',
    layout: 'authenticated-history',
    title: 'Ma preuve d’achat',
    breadcrumb: ['Mon compte', 'Mon historique', 'Mes preuves d’achat'],
    params: { uuid: UUID },
  },

  // Shop (authenticated layout; anonymous visitors go to the limited view).
  {
    name: 'shop',
    layout: 'authenticated',
    title: 'La Grande Boutique',
    breadcrumb: ['La Grande Boutique'],
  },
  {
    name: 'shop-basket',
    layout: 'authenticated',
    title: 'Panier',
    breadcrumb: ['La Grande Boutique', 'Panier'],
  },
  {
    name: 'shop-declare',
    layout: 'authenticated',
    title: 'Déclarer mes achats',
    breadcrumb: ['La Grande Boutique', 'Déclarer mes achats'],
  },
  {
    name: 'shop-gift',
    layout: 'authenticated',
    title: 'Cadeau',
    breadcrumb: ['La Grande Boutique'],
    params: { id: STRING_IDENTIFIER, slug: SLUG },
  },
  {
    name: 'shop-order-informations',
    layout: 'authenticated',
    title: 'Commander',
    breadcrumb: ['La Grande Boutique', 'Panier', 'Commander'],
  },
  {
    name: 'shop-order-summary',
    layout: 'authenticated',
    title: 'Commander',
    breadcrumb: ['La Grande Boutique', 'Panier', 'Commander'],
  },
];

/** Who shows a route and who may see it: the shell's own page, or the remote page declared for it. */
function ownerOf(def: Def): { owner: RouteOwner; access: Access } {
  if (def.owner) return { owner: def.owner, access: def.access };
  const shown = declaredPageOf(def.name);
  if (!shown) throw new Error(`${def.name} is neither a page of the shell nor declared by a remote`);
  return { owner: { kind: 'remote', remote: shown.remote, page: shown.page }, access: shown.declared.access };
}

export const ROUTE_TABLE: readonly RouteDef[] = DEFS.map((def) => ({
  background: 'primary',
  ...def,
  ...ownerOf(def),
  path: ROUTE_PATHS[def.name],
  localizedName: localizedRouteName(def.name),
}));

export function routeByName(name: RouteName): RouteDef {
  const found = ROUTE_TABLE.find((route) => route.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/**
 * The remotes' pages use the kit, and a guarded page the session: the shell's own public pages need neither (the kit
 * and the session store load after their first render, kit-session/shell-kit-session.ts).
 */
export const usesKit = (route: RouteDef): boolean => route.owner.kind === 'remote' || route.access !== 'public';

/** True when every dynamic segment of `route` matches its pattern. */
export function paramsAreValid(route: RouteDef, params: Record<string, string | undefined>): boolean {
  return Object.entries(route.params ?? {}).every(([key, pattern]) => pattern.test(params[key] ?? ''));
}
