import type { RouteName } from './routes';
import type { RemoteName } from './site-config';

/** GUARD-3: who may see a page (the host's guards apply it, the QA shells' gate says why they would not). */
export type PageAccess =
  | 'public'
  /** Authenticated layouts: anonymous visitors go to /connexion?r=… */
  | 'authenticated'
  /** The shop: anonymous visitors go to the limited view instead. */
  | 'shop'
  /** Auth routes: logged-in users go to r or to the profile. */
  | 'anonymous-only';

/** A page a remote exposes (`./ShopPage`: its module `src/pages/ShopPage.tsx`). */
export interface ExposedPage {
  /** The routes that show it (the shared game pages show on the routes of games 2 to 4). */
  routes: readonly RouteName[];
  access: PageAccess;
  /** Its name in the QA shell's menu. */
  label: string;
}

/**
 * Each remote's exposed pages, declared once, with their access rule: the host's route table reads which remote page
 * each route shows and who may see it, the remote's build exposes exactly these (rspack.config.ts, `exposedModules`)
 * and its QA shell lists them (`standalone/bootstrap.tsx`, one loader per page, checked against this list).
 */
export const REMOTE_PAGES = {
  auth: {
    './AuthLandingPage': { routes: ['auth'], access: 'anonymous-only', label: 'Connexion' },
    './LoginPage': { routes: ['auth-login'], access: 'anonymous-only', label: 'Se connecter' },
    './SignupPage': { routes: ['auth-signup'], access: 'anonymous-only', label: "S'inscrire" },
    './ResetPasswordPage': { routes: ['reset-password'], access: 'public', label: 'Mot de passe oublié' },
  },
  account: {
    './ProfilePage': { routes: ['profile'], access: 'authenticated', label: 'Mon compte' },
    './ProfileInfosPage': { routes: ['profile-infos'], access: 'authenticated', label: 'Mon profil' },
    './ProfileSecurityPage': { routes: ['profile-security'], access: 'authenticated', label: 'Sécurité' },
    './AddressesPage': { routes: ['profile-addresses'], access: 'authenticated', label: 'Adresses' },
    './NewAddressPage': { routes: ['profile-addresses-new'], access: 'authenticated', label: 'Nouvelle adresse' },
    './DeclarationsHistoryPage': {
      routes: ['profile-history-declarations'],
      access: 'authenticated',
      label: "Preuves d'achat",
    },
    './OrdersHistoryPage': { routes: ['profile-history-orders'], access: 'authenticated', label: 'Commandes' },
    './DeclarationPage': {
      routes: ['profile-history-declaration'],
      access: 'authenticated',
      label: "Une preuve d'achat",
    },
  },
  shop: {
    './ShopPage': { routes: ['shop'], access: 'shop', label: 'Boutique' },
    './ShopLimitedPage': { routes: ['shop-limited'], access: 'public', label: 'Vue limitée' },
    './BasketPage': { routes: ['shop-basket'], access: 'shop', label: 'Panier' },
    './DeclarePurchasesPage': { routes: ['shop-declare'], access: 'shop', label: 'Déclarer' },
    './GiftPage': { routes: ['shop-gift'], access: 'shop', label: 'Cadeau' },
    './OrderInformationsPage': { routes: ['shop-order-informations'], access: 'shop', label: 'Informations' },
    './OrderSummaryPage': { routes: ['shop-order-summary'], access: 'shop', label: 'Récapitulatif' },
  },
  // GUARD-3: the game is for logged-in players, on the current game's routes while its window is open.
  game: {
    './Game1Page': { routes: ['game-1'], access: 'authenticated', label: 'Jeu 1' },
    './Game1RoulettePage': { routes: ['game-1-jslots'], access: 'authenticated', label: 'Roulette' },
    './Game1GiftPage': { routes: ['game-1-your-gift'], access: 'authenticated', label: 'Mon gain' },
    './GamePage': { routes: ['game-2', 'game-3', 'game-4'], access: 'authenticated', label: 'Jeu' },
    './GameResultPage': {
      routes: ['game-2-result', 'game-3-result', 'game-4-result'],
      access: 'authenticated',
      label: 'Résultat',
    },
    './GameWinnerPage': {
      routes: ['game-2-winner', 'game-3-winner', 'game-4-winner'],
      access: 'authenticated',
      label: 'Bravo',
    },
    './GameLoserPage': {
      routes: ['game-2-loser', 'game-3-loser', 'game-4-loser'],
      access: 'authenticated',
      label: 'Dommage',
    },
  },
} as const satisfies Record<RemoteName, Record<string, ExposedPage>>;

export type RemotePages = typeof REMOTE_PAGES;
/** `./ShopPage`, for `shop`. */
export type ExposedPageName<R extends RemoteName> = keyof RemotePages[R] & string;

/** Where a remote's build finds each page it exposes: `./ShopPage` → `./src/pages/ShopPage.tsx`. */
export function exposedModules(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    Object.keys(REMOTE_PAGES[remote]).map((page) => [page, `./src/pages/${page.slice(2)}.tsx`]),
  );
}

/** The declaration of a remote's page (the route table's owner of a route). */
export function exposedPage(remote: RemoteName, page: string): ExposedPage {
  const declared = (REMOTE_PAGES[remote] as Record<string, ExposedPage>)[page];
  if (!declared) throw new Error(`${remote} exposes no ${page}`);
  return declared;
}
