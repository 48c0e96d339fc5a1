import type { HydrationState } from 'react-router';
import type { PageModule } from '../routes/create-routes';
import { ROUTE_TABLE, type RouteDef } from '../routes/route-table';

const ROUTES_BY_ID = new Map(ROUTE_TABLE.map((route) => [route.localizedName, route]));

/**
 * The router's hydration data from what the server's loaders answered: each page route's answer with its component put
 * back (JSON cannot carry it; the browser loads the page's module, as its loader would). Null when a page's module
 * cannot be had now (a remote that does not answer): the router then runs its loaders, and shows what they say.
 */
export async function hydrationFrom(
  loaderData: Record<string, unknown>,
  loadPage: (route: RouteDef) => Promise<PageModule>,
): Promise<HydrationState | null> {
  try {
    const entries = await Promise.all(
      Object.entries(loaderData).map(async ([id, data]) => {
        const route = ROUTES_BY_ID.get(id);
        if (!route) return [id, data] as const;
        const page = await loadPage(route);
        return [id, { ...(data as object), Page: page.default }] as const;
      }),
    );
    return { loaderData: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}
