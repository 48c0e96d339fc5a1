import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS } from 'shared-kit';
import { ErrorPage } from '../errors/ErrorPage';
import { notFound } from '../errors/not-found';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { SiteLayout } from '../layouts/SiteLayout';
import type { RouteHandle } from '../layouts/route-meta';
import { loadRemotePage, type PageComponent } from '../remotes/load-remote-page';
import { HOST_PAGES } from './host-pages';
import { paramsAreValid, ROUTE_TABLE, type LayoutName, type RouteDef } from './route-table';
import { RootShell, StartupFallback } from './RootShell';

interface PageData {
  Page: PageComponent;
}

async function loadPage(route: RouteDef): Promise<PageComponent> {
  if (route.owner.kind === 'host') return (await HOST_PAGES[route.owner.page]()).default;
  return loadRemotePage(route.owner.remote, route.owner.page);
}

function pageRoute(route: RouteDef): RouteObject {
  function RoutePage() {
    const { Page } = useLoaderData() as PageData;
    return <Page {...route.props} />;
  }
  RoutePage.displayName = `RoutePage(${route.localizedName})`;

  return {
    id: route.localizedName,
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: async ({ params, request }: LoaderFunctionArgs): Promise<PageData> => {
      if (!paramsAreValid(route, params)) notFound(request);
      return { Page: await loadPage(route) };
    },
    Component: RoutePage,
    ErrorBoundary: RouteErrorBoundary,
  };
}

/** Every route of the table, grouped under its layout; legacy paths redirect; the rest is a 404. */
export function createRoutes(table: readonly RouteDef[] = ROUTE_TABLE): RouteObject[] {
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
          children: routes.map(pageRoute),
        })),
        // Navigations that never reach the server (client-side links) still leave legacy paths.
        ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
          path: from,
          loader: () => redirect(to),
        })),
        { path: '*', loader: ({ request }: LoaderFunctionArgs) => notFound(request) },
      ],
    },
  ];
}
