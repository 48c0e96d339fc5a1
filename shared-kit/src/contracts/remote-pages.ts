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
}

/**
 * Each remote's exposed pages, declared once, with their access rule: the host's route table reads which remote page
 * each route shows and who may see it, the remote's build exposes exactly these (rspack.config.ts, `exposedModules`)
 * and its QA shell lists them (each loaded from its module in `src/pages/`, shared-ui standalone-pages.ts). Not in
 * `shared-kit/core` (every page's first load): the route table alone takes it into the shell.
 */
export const REMOTE_PAGES = {
  auth: {
    './AuthLandingPage': { routes: ['auth'], access: 'anonymous-only' },
    './LoginPage': { routes: ['auth-login'], access: 'anonymous-only' },
    './SignupPage': { routes: ['auth-signup'], access: 'anonymous-only' },
    './ResetPasswordPage': { routes: ['reset-password'], access: 'public' },
  },
  account: {
    './ProfilePage': { routes: ['profile'], access: 'authenticated' },
    './ProfileInfosPage': { routes: ['profile-infos'], access: 'authenticated' },
    './ProfileSecurityPage': { routes: ['profile-security'], access: 'authenticated' },
    './AddressesPage': { routes: ['profile-addresses'], access: 'authenticated' },
    './NewAddressPage': { routes: ['profile-addresses-new'], access: 'authenticated' },
    './DeclarationsHistoryPage': {
      routes: ['profile-history-declarations'],
      access: 'authenticated',
    },
    './OrdersHistoryPage': { routes: ['profile-history-orders'], access: 'authenticated' },
    './DeclarationPage': {
      routes: ['profile-history-declaration'],
      access: 'authenticated',
    },
  },
  shop: {
    './ShopPage': { routes: ['shop'], access: 'shop' },
    './ShopLimitedPage': { routes: ['shop-limited'], access: 'public' },
    './BasketPage': { routes: ['shop-basket'], access: 'shop' },
    './DeclarePurchasesPage': { routes: ['shop-declare'], access: 'shop' },
    './GiftPage': { routes: ['shop-gift'], access: 'shop' },
    './OrderInformationsPage': { routes: ['shop-order-informations'], access: 'shop' },
    './OrderSummaryPage': { routes: ['shop-order-summary'], access: 'shop' },
  },
  // GUARD-3: the game is for logged-in players, on the current game's routes while its window is open.
  game: {
    './Game1Page': { routes: ['game-1'], access: 'authenticated' },
    './Game1RoulettePage': { routes: ['game-1-jslots'], access: 'authenticated' },
    './Game1GiftPage': { routes: ['game-1-your-gift'], access: 'authenticated' },
    './GamePage': { routes: ['game-2', 'game-3', 'game-4'], access: 'authenticated' },
    './GameResultPage': {
      routes: ['game-2-result', 'game-3-result', 'game-4-result'],
      access: 'authenticated',
    },
    './GameWinnerPage': {
      routes: ['game-2-winner', 'game-3-winner', 'game-4-winner'],
      access: 'authenticated',
    },
    './GameLoserPage': {
      routes: ['game-2-loser', 'game-3-loser', 'game-4-loser'],
      access: 'authenticated',
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

/** The remote page a route shows, as its remote declares it (the route table's owner of the route); null: none. */
export function declaredPageOf(route: RouteName): { remote: RemoteName; page: string; declared: ExposedPage } | null {
  for (const [remote, pages] of Object.entries(REMOTE_PAGES) as [RemoteName, Record<string, ExposedPage>][]) {
    for (const [page, declared] of Object.entries(pages)) {
      if (declared.routes.includes(route)) return { remote, page, declared };
    }
  }
  return null;
}
