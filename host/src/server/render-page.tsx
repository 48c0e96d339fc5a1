/**
 * Server rendering of every page (they paint before JavaScript).
 * session-server loads this bundle (host/dist-server/render-page.js) and calls `renderPage`; the browser then hydrates
 * the same tree (bootstrap.tsx). Host-owned pages and the 404 are rendered whole. A remote's page is rendered whole
 * too, from the remote's own server build (server-remote-pages.ts), and hydrated; when the remote cannot give it in
 * time, the layout goes out with a skeleton in the page's place and the browser renders the page once the remote is
 * there. A logged-in visitor's page (`request.visitor`) is rendered with their session (header, basket), the frame of
 * the page and the provider data the page names (`serverReads`, read with their token); anything else the browser's
 * kit reads after hydration, as it does after a navigation. An address the guards send elsewhere is left to the
 * browser.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import {
  ROUTE_PATHS,
  type PageHeadRequest,
  type ServerPageHead,
  type ServerFormCheck,
  type ServerReader,
  type ServerReadId,
  type ServerReads,
  type ServerRenderedPage,
  type ServerRenderRequest,
  type ServerVisitor,
  VISITOR_READS,
  type SiteConfig,
} from 'shared-kit';
import { App } from '../app/App';
import { gameInstants, phaseAt } from '../app/game-schedule/game-phase';
import type { RouteHandle } from '../app/layouts/route-meta';
import { accessRedirect } from '../app/guards/access-rule';
import { isIndexable } from '../app/metadata/indexing';
import { headTags, pageHead } from '../app/metadata/page-head';
import { createRoutes } from '../app/routes/create-routes';
import { HOST_PAGES } from '../app/routes/host-pages';
import { paramsAreValid, ROUTE_TABLE, usesKit, type RouteDef } from '../app/routes/route-table';
import { serverRenderDataScript } from '../app/server-render/server-render-data';
import { preloadLoggedInHeader } from '../app/layouts/header/logged-in-header';
import { remotePageSkeleton } from './RemotePageSkeleton';
import { loadServerRemotePage, RemoteResting } from './server-remote-pages';
import { requestRuntime } from './request-runtime';

function nextPhaseChange(config: SiteConfig, now: number): number {
  const { teasing, start, end } = gameInstants(config.game);
  // 'discontinued' starts just after the end (game-phase.ts: now > end).
  return Math.min(...[teasing, start, end + 1].filter((moment) => moment > now), Number.POSITIVE_INFINITY);
}

const openToAnonymous = (route: RouteDef) =>
  (route.access === 'public' || route.access === 'anonymous-only') && route.game === undefined;

/** What the render of one request used for its page: the remote's own page (and what it read), or its skeleton. */
interface PageSource {
  remoteRendered: boolean;
  reads: ServerReads;
}

/** How long a page drawn with a skeleton (its remote did not answer) may be kept by the session server. */
export const SKELETON_TTL_MS = 5_000;

/** What the header of a visitor's page reads (the star chip). */
const HEADER_READS: readonly ServerReadId[] = ['card-slots'];

/** A read the provider does not answer in this time is left to the browser. */
export const SERVER_READ_TIMEOUT_MS = 800;

async function readForPage(
  ids: ServerReadId[],
  readProvider: ServerReader | undefined,
  visitor: ServerVisitor | null,
): Promise<ServerReads> {
  const reads: ServerReads = {};
  if (!readProvider) return reads;
  // A visitor's own data only for their page; an anonymous page never asks for it.
  const wanted = ids.filter((id) => visitor !== null || !VISITOR_READS.includes(id));
  await Promise.all(
    wanted.map(async (id) => {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVER_READ_TIMEOUT_MS).unref());
      const value = await Promise.race([readProvider(id, visitor ?? undefined).catch(() => null), timeout]);
      if (value !== null) Object.assign(reads, { [id]: value });
    }),
  );
  return reads;
}

/**
 * Host pages as they are; a remote's page from the remote's server build, or its skeleton when the remote cannot
 * give it in time (the browser then renders it, as it always did).
 */
function serverPageLoader(request: ServerRenderRequest, source: PageSource) {
  const visitor = request.visitor ?? null;
  // The header shows a visitor's stars on every page of theirs, whichever page it is.
  const withHeader = (ids: ServerReadId[]) => (visitor ? [...new Set([...HEADER_READS, ...ids])] : ids);
  return async (route: RouteDef) => {
    if (route.owner.kind === 'host') {
      const [page, reads] = await Promise.all([
        HOST_PAGES[route.owner.page](),
        readForPage(withHeader([]), request.readProvider, visitor),
      ]);
      source.reads = reads;
      return page.default;
    }
    try {
      const { Page, reads } = await loadServerRemotePage({
        remote: route.owner.remote,
        page: route.owner.page,
        config: request.config,
        build: request.remoteBuilds?.[route.owner.remote],
        now: request.now,
      });
      source.reads = await readForPage(withHeader(reads), request.readProvider, visitor);
      source.remoteRendered = true;
      return Page;
    } catch (error) {
      if (!(error instanceof RemoteResting))
        console.warn(
          `[server-render] ${route.owner.remote}${route.owner.page.slice(1)} rendered in the browser:`,
          error,
        );
      return remotePageSkeleton(route);
    }
  };
}

/** The page for `url` as this visitor sees it, or null when the browser must render it. */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const { url, config, now, theme } = request;
  const visitor = request.visitor ?? null;
  const source: PageSource = { remoteRendered: false, reads: {} };
  const routes = createRoutes(
    { config, session: { isLoggedIn: visitor !== null }, clock: { now: () => now } },
    ROUTE_TABLE,
    serverPageLoader(request, source),
  );
  const location = new URL(url, 'http://server-render.invalid');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  const route = (leaf?.handle as RouteHandle | undefined)?.route;
  const isCatchAll = leaf?.path === '*';
  // A visitor's own pages are theirs to see (the guards still send them elsewhere when they must).
  if (route ? visitor === null && !openToAnonymous(route) : !isCatchAll) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  // A redirect (guards, legacy paths) is the browser's to follow.
  if (context instanceof Response) return null;
  // A page's own boundary (RouteErrorBoundary) hands what it does not draw up to the site's error page by throwing;
  // renderToString has no error boundaries to catch that throw, so the error is handed to the root here: a malformed
  // address of a visitor's page is drawn as the 404 page, as the catch-all draws an unknown one.
  const [routeError] = Object.values(context.errors ?? {});
  if (routeError !== undefined) context.errors = { root: routeError };
  const status = context.statusCode === 404 ? 404 : context.statusCode === 200 ? 200 : null;
  if (status === null) return null;

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The logged-in header's own chunks, so that it renders whole (React.lazy would leave it to the browser).
  if (visitor) await preloadLoggedInHeader();
  // This request's own runtime: its visitor, bus, clock and data, shared with no other render.
  const { runtime, services } = requestRuntime(config, now, visitor, { reads: source.reads, form: request.form });
  const body = renderToString(
    <CacheProvider value={cache}>
      <App runtime={runtime} services={services} renderedTheme={theme}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const meta = pageHead({
    route: route ?? null,
    kind: status === 404 ? 'not-found' : 'page',
    siteUrl: config.siteUrl,
    pathname: location.pathname,
    loggedIn: visitor !== null,
  });
  const head = [
    headTags(meta),
    styles,
    serverRenderDataScript({
      theme,
      config,
      page: route?.owner.kind === 'remote' && !source.remoteRendered ? 'skeleton' : 'complete',
      ...(Object.keys(source.reads).length > 0 ? { reads: source.reads } : {}),
      ...(request.form ? { form: request.form } : {}),
      ...(visitor ? { visitor: visitor.user.email } : {}),
      ...(visitor === null && (!route || !usesKit(route)) ? { kitAfterRender: true as const } : {}),
    }),
  ].join('\n');
  // A skeleton stands in for a remote that could not answer: kept a few seconds only, so the page is rendered whole
  // again soon after the remote is back.
  const skeleton = route?.owner.kind === 'remote' && !source.remoteRendered;
  const validUntil = Math.min(
    nextPhaseChange(config, now),
    skeleton ? now + SKELETON_TTL_MS : Number.POSITIVE_INFINITY,
  );
  return { status, head, body, validUntil };
}

/**
 * The messages of a remote page's form for values sent without JavaScript, with the form's own rules (exported by
 * the page module as `checkForm`); null when the address is not such a page or its remote cannot give it now.
 */
export async function checkForm({
  url,
  config,
  remoteBuilds,
  values,
}: ServerFormCheck): Promise<Record<string, string> | null> {
  const route = routeOfPath(new URL(url, SERVER_ORIGIN).pathname);
  if (route?.owner.kind !== 'remote') return null;
  try {
    const page = await loadServerRemotePage({
      remote: route.owner.remote,
      page: route.owner.page,
      config,
      build: remoteBuilds?.[route.owner.remote],
      now: Date.now(),
    });
    return page.checkForm ? await page.checkForm(values) : null;
  } catch (error) {
    console.warn(`[server-render] the form of ${url} could not be checked:`, error);
    return null;
  }
}

/** A game's pages are open only while it is the current, running game (the route guard's rule). */
const gameOpen = (config: SiteConfig, now: number, route: RouteDef) =>
  route.game === config.game.current && phaseAt(gameInstants(config.game), now) === 'running';

/** May search engines index this page now? A closed game's pages send visitors home: nothing to index. */
const indexableNow = (route: RouteDef, loggedIn: boolean, config: SiteConfig, now: number) =>
  isIndexable(route, loggedIn) && (route.game === undefined || gameOpen(config, now, route));

const TABLE_ROUTES = ROUTE_TABLE.map((route) => ({ path: route.path, handle: route }));

/** The route-table entry of a path, or null when that path is the 404 page (unknown, or a malformed segment). */
function routeOfPath(pathname: string): RouteDef | null {
  const match = matchRoutes(TABLE_ROUTES, pathname)?.at(-1);
  if (!match) return null;
  const route = match.route.handle;
  return paramsAreValid(route, match.params) ? route : null;
}

/**
 * The head of any page as the server sends it, whether or not the server renders its body: title,
 * description, canonical address, robots rule and link preview.
 */
export function renderHead({ url, config, now, loggedIn }: PageHeadRequest): ServerPageHead {
  const parsed = new URL(url, SERVER_ORIGIN);
  const route = routeOfPath(parsed.pathname);
  const meta = pageHead({
    route,
    kind: route ? 'page' : 'not-found',
    siteUrl: config.siteUrl,
    pathname: parsed.pathname,
    loggedIn,
  });
  const indexable = route !== null && indexableNow(route, loggedIn, config, now);
  return {
    status: route ? 200 : 404,
    indexable,
    head: headTags({ ...meta, indexable }),
    remotePage: route ? remotePageShown(route, parsed, config, now, loggedIn) : null,
  };
}

const SERVER_ORIGIN = 'http://server-render.invalid';

/** The remote page a visitor of `route` sees: the route's own, or the one its guard sends them to (one step). */
function remotePageShown(
  route: RouteDef,
  url: URL,
  config: SiteConfig,
  now: number,
  loggedIn: boolean,
): ServerPageHead['remotePage'] {
  const redirect = accessRedirect(route, url, {
    isLoggedIn: loggedIn,
    currentGame: config.game.current,
    gamePhase: route.game === undefined ? undefined : phaseAt(gameInstants(config.game), now),
  });
  const shown = redirect === null ? route : routeOfPath(new URL(redirect, SERVER_ORIGIN).pathname);
  return shown?.owner.kind === 'remote' ? { remote: shown.owner.remote, page: shown.owner.page } : null;
}

/** The pages a search engine is told of: public and indexable, at their own address, the running game's first page. */
export function sitemapPaths({ config, now }: Pick<PageHeadRequest, 'config' | 'now'>): string[] {
  return ROUTE_TABLE.filter(
    (route) =>
      route.params === undefined && route.canonicalRoute === undefined && indexableNow(route, false, config, now),
  ).map((route) => ROUTE_PATHS[route.name]);
}

export { providedSingletons } from './provided-singletons';
export { observeRemoteBuilds } from './server-remote-pages';
