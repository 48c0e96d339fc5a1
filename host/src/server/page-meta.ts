import { matchRoutes } from 'react-router';
import { gameInstants, phaseAt, ROUTE_PATHS, type RenderedPage, type SiteConfig } from 'shared-kit/core';
import { accessRedirect } from '../app/guards/access-rule';
import { isIndexable } from '../app/metadata/indexing';
import { headTags, pageHead } from '../app/metadata/page-head';
import { paramsAreValid, ROUTE_TABLE, type RouteDef } from '../app/routes/route-table';

/** The base every address of a request is read against (only its path and query matter). */
export const SERVER_ORIGIN = 'http://server-render.invalid';

/** A game's pages are open only while it is the current, running game (the route guard's rule). */
const gameOpen = (config: SiteConfig, now: number, route: RouteDef) =>
  route.game === config.game.current && phaseAt(gameInstants(config.game), now) === 'running';

/** May search engines index this page now? A closed game's pages send visitors home: nothing to index. */
const indexableNow = (route: RouteDef, loggedIn: boolean, config: SiteConfig, now: number) =>
  isIndexable(route, loggedIn) && (route.game === undefined || gameOpen(config, now, route));

/** Where the guards send a visitor of `route` at `url` instead (GUARD-3), null when the page shows. */
export function guardRedirect(route: RouteDef, url: URL, config: SiteConfig, now: number, loggedIn: boolean) {
  return accessRedirect(route, url, {
    isLoggedIn: loggedIn,
    currentGame: config.game.current,
    gamePhase: route.game === undefined ? undefined : phaseAt(gameInstants(config.game), now),
  });
}

const TABLE_ROUTES = ROUTE_TABLE.map((route) => ({ path: route.path, handle: route }));

/** The route-table entry of another address (where a guard sends the visitor), null for the 404 page. */
function routeOfPath(pathname: string): RouteDef | null {
  const match = matchRoutes(TABLE_ROUTES, pathname)?.at(-1);
  if (!match) return null;
  const route = match.route.handle;
  return paramsAreValid(route, match.params) ? route : null;
}

/** The remote page a visitor of `route` sees: the route's own, or the one its guard sends them to (one step). */
function remotePageShown(route: RouteDef, redirect: string | null): RenderedPage['remotePage'] {
  const shown = redirect === null ? route : routeOfPath(new URL(redirect, SERVER_ORIGIN).pathname);
  return shown?.owner.kind === 'remote' ? { remote: shown.owner.remote, page: shown.owner.page } : null;
}

/**
 * The head of a page as the server sends it, whether or not the server draws its body: title, description,
 * canonical address, robots rule and link preview; with the remote page the visitor will see there. `subject`: what
 * the page's data says it is about (a goody's name), its title in place of the route's.
 */
export function planHead(
  route: RouteDef | null,
  url: URL,
  redirect: string | null,
  { config, now, loggedIn, subject }: { config: SiteConfig; now: number; loggedIn: boolean; subject?: string },
): Pick<RenderedPage, 'status' | 'indexable' | 'head' | 'remotePage'> {
  const meta = pageHead({
    route,
    kind: route ? 'page' : 'not-found',
    siteUrl: config.siteUrl,
    pathname: url.pathname,
    loggedIn,
    subject,
  });
  const indexable = route !== null && indexableNow(route, loggedIn, config, now);
  return {
    status: route ? 200 : 404,
    indexable,
    head: headTags({ ...meta, indexable }),
    remotePage: route ? remotePageShown(route, redirect) : null,
  };
}

/** The pages a search engine is told of: public and indexable, at their own address, the running game's first page. */
export function sitemapPaths({ config, now }: { config: SiteConfig; now: number }): string[] {
  return ROUTE_TABLE.filter(
    (route) =>
      route.params === undefined && route.canonicalRoute === undefined && indexableNow(route, false, config, now),
  ).map((route) => ROUTE_PATHS[route.name]);
}

/** The route-table entry of a form's address, for its checks (a POST: its own request). */
export { routeOfPath };
