import {
  createContext,
  replace,
  RouterContextProvider,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
  type RouterContext,
} from 'react-router';
import {
  legacyRedirectFor,
  type Clock,
  type LoadedReads,
  type PageModuleExports,
  type SiteConfig,
  type SiteKit,
} from 'shared-kit/core';
import { RouterNavigation } from 'shared-ui/router-adapter';
import { ErrorPage } from '../errors/ErrorPage';
import { notFound } from '../errors/not-found';
import { accessRedirect } from '../guards/access-rule';
import { GAME_SECTION_ID, GameSection } from '../guards/GameSection';
import { SiteLayout } from '../layouts/SiteLayout';
import type { RouteHandle } from '../layouts/route-meta';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteUnavailableError, type PageComponent } from '../remotes/remote-unavailable-error';
import type { KitLoading } from '../shell/shell-context';
import { paramsAreValid, ROUTE_TABLE, usesKit, type LayoutName, type RouteDef } from './route-table';
import { RootShell, StartupFallback } from './RootShell';
import { withinDeadline } from './within-deadline';

/** A page's module as its route takes it: the component, and its loader, subject and form checks when it has them. */
export type PageModule = PageModuleExports & { default: PageComponent };

/** What the loaders of one visitor's routes read with: the same shape on the server (per request) and in the browser. */
export interface RouteDeps {
  config: SiteConfig;
  session: { readonly isLoggedIn: boolean; readonly user: { readonly email: string } | null };
  clock: Clock;
  /** The kit the loaders read with: the browser's page kit, or the server's kit of this request's visitor. */
  kit: SiteKit;
  /** The page's module: the remote's over federation in the browser, its server build on the server. */
  loadPage: (route: RouteDef) => Promise<PageModule>;
  /** The kit when it loads after the first render: a page that uses it waits for it. */
  kitLoading?: KitLoading;
  /**
   * How long a loader's reads may hold the page (absent: until they end). A read still running then is left to the
   * page's hook, which reads it again: a slow provider delays a navigation, it never blocks it.
   */
  readDeadlineMs?: number;
  /** The address a 404 shows, when it is not the request's (a 404 the server draws once for many addresses). */
  shownAddress?: string;
  /**
   * The address asked for is no page of the site, though the one drawn for it looks like one (the server draws one 404
   * for every bad parameter of a route, at the route's address with placeholders): its loader answers the 404.
   */
  notFound?: boolean;
}

const routeDeps: RouterContext<RouteDeps> = createContext<RouteDeps>();

/** The router's context for loaders reading with `deps` (createBrowserRouter's getContext; a server's query). */
export function routeContext(deps: RouteDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routeDeps, deps);
  return context;
}

/**
 * What a route's loader gives its component: what it read (`loaded`) and for whom (`readFor`: a visitor's reads show
 * only while that visitor is the one logged in); for a page route its component and what it is about.
 */
export interface LoadedRouteData {
  loaded: LoadedReads;
  readFor: string | null;
}
export interface PageRouteData extends LoadedRouteData {
  Page: PageComponent;
  /** The name its data gives the page (a goody's), for its head and tab; null: the route's own title. */
  subject: string | null;
}

/** GUARD-3, checked before the page's code is even fetched. */
async function guard(route: RouteDef, request: Request, deps: RouteDeps): Promise<void> {
  // The schedule code loads with the first game route, not with the site.
  const gamePhase =
    route.game === undefined
      ? undefined
      : await import('../game-schedule/game-phase').then(({ gameInstants, phaseAt }) =>
          phaseAt(gameInstants(deps.config.game), deps.clock.now()),
        );
  const target = accessRedirect(route, new URL(request.url), {
    isLoggedIn: deps.session.isLoggedIn,
    currentGame: deps.config.game.current,
    gamePhase,
  });
  // Replace, not push: Back must not land on a page that sends the visitor away again.
  if (target !== null) throw replace(target);
}

const fallbacks = new Map<string, PageComponent>();
/** The page shown in a remote's page's place while it cannot be loaded (one component per remote: stable for React). */
function fallbackOf(remote: string): PageComponent {
  let Fallback = fallbacks.get(remote);
  if (!Fallback) {
    Fallback = function RemoteUnavailablePage() {
      return <RemoteFallback remote={remote} />;
    };
    fallbacks.set(remote, Fallback);
  }
  return Fallback;
}

/**
 * The page's loader: its address checked, its guard, its module, then what it reads. No error boundary of its own:
 * a 404 (a bad address, an unknown goody) is the site's error page, drawn by the root's, on the server as in the
 * browser; a remote that cannot be loaded is its fallback page, inside the layout.
 */
function pageLoader(route: RouteDef) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<PageRouteData> => {
    const deps = context.get(routeDeps);
    if (deps.notFound || !paramsAreValid(route, params)) notFound(request, deps.shownAddress);
    // A page that uses the kit (a remote's, a guarded one) needs it loaded, when it loads after the first render:
    // with the page's code for a page open to anyone, before the guard of the others (it reads the session).
    const kitReady = usesKit(route) ? deps.kitLoading?.ready() : undefined;
    if (route.access !== 'public') await kitReady;
    await guard(route, request, deps);
    const readFor = deps.session.user?.email ?? null;
    let page: PageModule;
    try {
      [page] = await Promise.all([deps.loadPage(route), kitReady]);
    } catch (error) {
      // A remote that cannot be loaded: its fallback, inside the layout, with a retry (which runs this loader again).
      if (!(error instanceof RemoteUnavailableError)) throw error;
      return { Page: fallbackOf(error.remote), loaded: {}, readFor, subject: null };
    }
    const loaded = page.loader
      ? ((await withinDeadline(page.loader({ kit: deps.kit, params }), deps.readDeadlineMs)) ?? {})
      : {};
    const subject = page.subject?.(loaded, params) ?? null;
    // An address its page's data knows nothing of (an unknown goody) is the site's 404.
    if (subject === 'not-found') notFound(request, deps.shownAddress);
    return { Page: page.default, loaded, readFor, subject: subject?.name ?? null };
  };
}

/**
 * What every page of a logged-in visitor shows whatever the page: their stars in the header. Read once with the first
 * page, then kept up by the header's own hook (and read again when the visitor changes: bootstrap revalidates).
 */
async function siteLoader({ context }: LoaderFunctionArgs): Promise<LoadedRouteData> {
  const deps = context.get(routeDeps);
  const readFor = deps.session.user?.email ?? null;
  if (readFor === null) return { loaded: {}, readFor };
  await deps.kitLoading?.ready();
  // With the header's own data code, which a page shown to nobody never loads.
  const { cardSlotRead } = await import('shared-ui/data');
  const { loadReads } = await import('shared-ui');
  const loaded = await withinDeadline(loadReads(deps.kit, [cardSlotRead]), deps.readDeadlineMs);
  return { loaded: loaded ?? {}, readFor };
}

function pageRoute(route: RouteDef): RouteObject {
  function RoutePage() {
    const { Page } = useLoaderData() as PageRouteData;
    // Pages reach navigation through the shared-ui facade: only the host imports react-router.
    return (
      <RouterNavigation>
        <Page {...route.props} />
      </RouterNavigation>
    );
  }
  RoutePage.displayName = `RoutePage(${route.localizedName})`;

  return {
    id: route.localizedName,
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: pageLoader(route),
    Component: RoutePage,
  };
}

function layoutChildren(routes: RouteDef[]): RouteObject[] {
  const games = routes.filter((route) => route.game !== undefined);
  const others = routes.filter((route) => route.game === undefined);
  const children = others.map((route) => pageRoute(route));
  if (games.length > 0) {
    children.push({ id: GAME_SECTION_ID, Component: GameSection, children: games.map((route) => pageRoute(route)) });
  }
  return children;
}

export const SITE_ROUTE_ID = 'root';

/**
 * An address no page matches: a legacy path goes to its French page (ROUTE-6, query kept, as the servers answer it),
 * anything else is the 404. Navigations that never reach the server (client-side links) still leave legacy paths; one
 * splat route looks them up, instead of a route each that the browser's router would flatten and rank on every start.
 */
function unmatchedLoader({ request, context }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const target = legacyRedirectFor(url.pathname);
  if (target) throw replace(`${target}${url.search}`);
  return notFound(request, context.get(routeDeps).shownAddress);
}

/**
 * Every route of the table, grouped under its layout; legacy paths redirect; the rest is a 404. The same routes on the
 * server (one static handler for the process) and in the browser: their loaders read with the deps of the router's
 * context (`routeContext`), the request's or the page's.
 */
export function createRoutes(table: readonly RouteDef[] = ROUTE_TABLE): RouteObject[] {
  const layouts = new Map<LayoutName, RouteDef[]>();
  for (const route of table) layouts.set(route.layout, [...(layouts.get(route.layout) ?? []), route]);

  return [
    {
      id: SITE_ROUTE_ID,
      Component: RootShell,
      HydrateFallback: StartupFallback,
      ErrorBoundary: ErrorPage,
      loader: siteLoader,
      // Read with the first page; the header's hook keeps it up. Read again only when asked at the same address (the
      // visitor changed: bootstrap's router.revalidate()), never by a navigation to another page.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
      children: [
        ...[...layouts].map(([layout, routes]) => ({
          id: `layout-${layout}`,
          element: <SiteLayout layout={layout} />,
          children: layoutChildren(routes),
        })),
        {
          path: '*',
          loader: unmatchedLoader,
        },
      ],
    },
  ];
}
