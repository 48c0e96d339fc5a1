import { replace, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS, type Clock, type SiteConfig } from 'shared-kit/core';
import { RouterNavigation } from 'shared-ui/router-adapter';
import { ErrorPage } from '../errors/ErrorPage';
import { notFound } from '../errors/not-found';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { accessRedirect } from '../guards/access-rule';
import { GAME_SECTION_ID, GameSection } from '../guards/GameSection';
import { SiteLayout } from '../layouts/SiteLayout';
import type { RouteHandle } from '../layouts/route-meta';
import { loadRemotePage, type PageComponent } from '../remotes/load-remote-page';
import type { KitLoading } from '../shell/shell-context';
import { HOST_PAGES } from './host-pages';
import { paramsAreValid, ROUTE_TABLE, usesKit, type LayoutName, type RouteDef } from './route-table';
import { RootShell, StartupFallback } from './RootShell';

/** What a page route's loader gives its component (the server gives the same, server/plan-page.ts). */
export interface PageRouteData {
  Page: PageComponent;
}

/** What the guards read: the configuration, whether someone is logged in, the time, and the kit's loading. */
export interface RouteDeps {
  config: SiteConfig;
  session: { readonly isLoggedIn: boolean };
  clock: Clock;
  kitLoading?: KitLoading;
}
export type PageLoader = (route: RouteDef) => Promise<PageComponent>;

async function loadPage(route: RouteDef): Promise<PageComponent> {
  if (route.owner.kind === 'host') return (await HOST_PAGES[route.owner.page]()).default;
  return loadRemotePage(route.owner.remote, route.owner.page);
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

function pageRoute(route: RouteDef, deps: RouteDeps | undefined, load: PageLoader): RouteObject {
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
    // The server plans its page itself (server/plan-page.ts): its routes have no loader.
    loader: deps && pageLoader(route, deps, load),
    Component: RoutePage,
    ErrorBoundary: RouteErrorBoundary,
  };
}

function pageLoader(route: RouteDef, deps: RouteDeps, load: PageLoader) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PageRouteData> => {
    if (!paramsAreValid(route, params)) notFound(request);
    // A page that uses the kit (a remote's, a guarded one) needs it loaded, when it loads after the first render:
    // with the page's code for a page open to anyone, before the guard of the others (it reads the session).
    const kitReady = usesKit(route) ? deps.kitLoading?.ready() : undefined;
    if (route.access !== 'public') await kitReady;
    await guard(route, request, deps);
    const [Page] = await Promise.all([load(route), kitReady]);
    return { Page };
  };
}

function layoutChildren(routes: RouteDef[], deps: RouteDeps | undefined, load: PageLoader): RouteObject[] {
  const games = routes.filter((route) => route.game !== undefined);
  const others = routes.filter((route) => route.game === undefined);
  const children = others.map((route) => pageRoute(route, deps, load));
  if (games.length > 0) {
    children.push({
      id: GAME_SECTION_ID,
      Component: GameSection,
      children: games.map((route) => pageRoute(route, deps, load)),
    });
  }
  return children;
}

/**
 * Every route of the table, grouped under its layout; legacy paths redirect; the rest is a 404. Without `deps` (the
 * server), the page routes have no loader: the server matches, guards and loads a page itself, once per request.
 */
export function createRoutes(
  deps?: RouteDeps,
  table: readonly RouteDef[] = ROUTE_TABLE,
  load: PageLoader = loadPage,
): RouteObject[] {
  const layouts = new Map<LayoutName, RouteDef[]>();
  for (const route of table) layouts.set(route.layout, [...(layouts.get(route.layout) ?? []), route]);

  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: StartupFallback,
      ErrorBoundary: ErrorPage,
      children: [
        ...[...layouts].map(([layout, routes]) => ({
          id: `layout-${layout}`,
          element: <SiteLayout layout={layout} />,
          children: layoutChildren(routes, deps, load),
        })),
        // Navigations that never reach the server (client-side links) still leave legacy paths.
        ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
          path: from,
          loader: () => replace(to),
        })),
        { path: '*', loader: ({ request }: LoaderFunctionArgs) => notFound(request) },
      ],
    },
  ];
}
