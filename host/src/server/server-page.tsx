import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { gameInstants, requestKit, type PageRequest, type RenderedPage, type SiteConfig } from 'shared-kit';
import { App } from '../app/App';
import { preloadLoggedInHeader } from '../app/layouts/header/logged-in-header';
import type { RouteHandle } from '../app/layouts/route-meta';
import { createRoutes, routeContext, type PageModule, type RouteDeps } from '../app/routes/create-routes';
import { HOST_PAGES } from '../app/routes/host-pages';
import { paramsAreValid, usesKit, type RouteDef } from '../app/routes/route-table';
import { serverRenderDataScript, type ServerRenderData } from '../app/server-render/server-render-data';
import { planHead, SERVER_ORIGIN } from './page-meta';
import { remotePageSkeleton } from './RemotePageSkeleton';
import { requestRuntime } from './request-runtime';
import { loadServerRemotePage, RemoteResting } from './server-remote-pages';
import { ownDrawing, sharedDrawing, type SharedDrawing } from './shared-drawing';

/** How long a page drawn with a skeleton (its remote did not answer) may be kept by the session server. */
export const SKELETON_TTL_MS = 5_000;
/**
 * How long a page's loaders may wait for the provider: past it the page is drawn without what is still unread, which
 * its hooks read in the browser. Long enough for a busy provider, short enough that nobody waits on a page for ever.
 */
export const SERVER_READ_DEADLINE_MS = 2_500;

/** The site's routes, the same as the browser's (loaders included), with one static handler for the process. */
const HANDLER = createStaticHandler(createRoutes());

function nextPhaseChange(config: SiteConfig, now: number): number {
  const { teasing, start, end } = gameInstants(config.game);
  // 'discontinued' starts just after the end (game-phase.ts: now > end).
  return Math.min(...[teasing, start, end + 1].filter((moment) => moment > now), Number.POSITIVE_INFINITY);
}

/**
 * What each address matched, by path: React Router's matchRoutes flattens the routes and compiles every pattern on
 * each call (a quarter of a kept `/`'s CPU). The routes are fixed for the process; the addresses are not (anyone may
 * ask any), so the memo is emptied when it holds ROUTE_MEMO_SIZE of them.
 */
const ROUTE_MEMO_SIZE = 2_000;
const routesAt = new Map<string, { route: RouteDef | null; pattern: string | null }>();

/** The route-table entry the address shows (null: the 404), and the pattern it matched with a bad parameter. */
function routeAt(asked: URL) {
  const known = routesAt.get(asked.pathname);
  if (known) return known;
  const leaf = matchRoutes(HANDLER.dataRoutes, asked.pathname)?.at(-1);
  const matched = (leaf?.route.handle as RouteHandle | undefined)?.route ?? null;
  const route = matched && leaf && paramsAreValid(matched, leaf.params) ? matched : null;
  const found = { route, pattern: matched?.path ?? null };
  if (routesAt.size >= ROUTE_MEMO_SIZE) routesAt.clear();
  routesAt.set(asked.pathname, found);
  return found;
}

/** The page's module: the shell's own, a remote's from its server build, or its skeleton when the remote cannot. */
function pageModules(request: PageRequest, skeleton: { drawn: boolean }) {
  return async (route: RouteDef): Promise<PageModule> => {
    if (route.owner.kind === 'host') return HOST_PAGES[route.owner.page]();
    try {
      return await loadServerRemotePage({
        remote: route.owner.remote,
        page: route.owner.page,
        config: request.config,
        build: request.remoteBuilds?.[route.owner.remote],
        now: request.now,
      });
    } catch (error) {
      if (!(error instanceof RemoteResting)) {
        console.warn(
          `[server-render] ${route.owner.remote}${route.owner.page.slice(1)} rendered in the browser:`,
          error,
        );
      }
      // The browser renders it once the remote is there, as it always did.
      skeleton.drawn = true;
      return { default: remotePageSkeleton(route) };
    }
  };
}

/** React Router's loader data as JSON can carry it: a page's component stays behind (the browser loads its own). */
function travellingLoaderData(context: StaticHandlerContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(context.loaderData).map(([id, data]) => {
      if (typeof data !== 'object' || data === null || !('Page' in data)) return [id, data];
      const { Page: _component, ...rest } = data as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

/** The name the page's data gave it (a goody's), from the deepest route that says one. */
function subjectOf(context: StaticHandlerContext): string | undefined {
  for (const match of [...context.matches].reverse()) {
    const subject = (context.loaderData[match.route.id] as { subject?: string | null } | undefined)?.subject;
    if (subject) return subject;
  }
  return undefined;
}

/**
 * One page request, from its address to its HTML: React Router matches it, runs the guards and the loaders of the
 * routes it shows through a kit made for this request (the visitor's token, the request's end), then the page is drawn
 * from a runtime of this request alone and the loaders' answers go with it for the browser to hydrate from. A guard that
 * sends the visitor elsewhere is a redirect. An anonymous visitor's page is drawn once for all of them (its `r` and a
 * 404's address are placeholders, shared-drawing.ts): when the session server keeps it already, nothing is drawn.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  // An anonymous visitor's page is drawn once for all of them, whatever its `r` or its unknown address.
  return renderDrawnAs(request, request.visitor || request.form ? ownDrawing : sharedDrawing);
}

/** The page, drawn as `drawingOf` says (the tests hold the shared drawing to the page's own). */
export async function renderDrawnAs(
  request: PageRequest,
  drawingOf: (asked: URL, known: boolean, pattern: string | null) => SharedDrawing,
): Promise<RenderedPage> {
  const { config, now } = request;
  const visitor = request.visitor ?? null;
  const asked = new URL(request.url, SERVER_ORIGIN);
  const { route, pattern } = routeAt(asked);
  const drawing = drawingOf(asked, route !== null, pattern);
  const phaseChange = nextPhaseChange(config, now);
  const key = `${request.theme} ${drawing.url} ${JSON.stringify(request.remoteBuilds ?? {})}`;
  const shares = !visitor && !request.form;
  // Kept: nothing to draw nor to say, but how this request's values fill the kept page (the session server has the rest).
  if (shares && request.keeps?.(key)) {
    const shared = { key, validUntil: phaseChange, fill: drawing.fill, kept: true };
    return { status: 200, indexable: true, head: '', body: '', remotePage: null, shared };
  }

  const skeleton = { drawn: false };
  let refused = false;
  const kit = requestKit({ ...request.provider, accessToken: visitor?.user.tokens.accessToken ?? null });
  kit.bus.on('session:unauthorized', () => (refused = true));
  const deps: RouteDeps = {
    config,
    clock: { now: () => now },
    kit,
    session: { isLoggedIn: visitor !== null, user: visitor?.user ?? null },
    loadPage: pageModules(request, skeleton),
    readDeadlineMs: SERVER_READ_DEADLINE_MS,
    shownAddress: drawing.shownAddress,
    notFound: route === null,
  };
  const context = await HANDLER.query(
    new Request(new URL(drawing.url, SERVER_ORIGIN), { signal: request.provider.signal }),
    { requestContext: routeContext(deps) },
  );
  const loggedIn = visitor !== null;
  if (context instanceof Response) {
    // A guard's replace(): the visitor belongs elsewhere (GUARD-3).
    const redirect = context.headers.get('Location');
    if (!redirect || context.status < 300 || context.status >= 400) {
      throw new Error(`the page of ${asked.pathname} answered ${context.status} without an address to go to`);
    }
    const meta = route ? planHead(route, asked, redirect, { config, now, loggedIn }) : null;
    // The running game's first page sends anonymous visitors to log in, yet crawlers and link previews (a link sent in
    // a family chat) read it: its head at its own address, the page left to the browser, whose router sends them on.
    if (meta?.indexable) return { ...meta, body: '' };
    return { status: 302, redirect, indexable: false, head: '', body: '', remotePage: meta?.remotePage ?? null };
  }

  const failed = context.errors !== null;
  const meta = planHead(failed ? null : route, asked, null, { config, now, loggedIn, subject: subjectOf(context) });
  // The logged-in header's own chunks, so that it renders whole (React.lazy would leave it to the browser).
  if (visitor) await preloadLoggedInHeader();
  const { runtime, services } = requestRuntime(config, now, visitor, { form: request.form });
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <App runtime={runtime} services={services} renderedTheme={request.theme}>
        <StaticRouterProvider
          router={createStaticRouter(HANDLER.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </App>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const page: ServerRenderData['page'] = failed ? 'error' : skeleton.drawn ? 'skeleton' : 'complete';
  const data = serverRenderDataScript({
    theme: request.theme,
    config,
    page,
    ...(page === 'complete' ? { loaderData: travellingLoaderData(context) } : {}),
    ...(request.form ? { form: request.form } : {}),
    ...(visitor ? { visitor: visitor.user.email } : {}),
    ...(visitor === null && (!route || !usesKit(route)) ? { kitAfterRender: true as const } : {}),
  });
  const status = failed ? context.statusCode : meta.status;
  return {
    ...meta,
    status,
    head: `${meta.head}${styles}\n${data}`,
    body,
    ...(shares
      ? {
          shared: {
            key,
            validUntil: Math.min(phaseChange, skeleton.drawn ? now + SKELETON_TTL_MS : Number.POSITIVE_INFINITY),
            fill: drawing.fill,
            kept: false,
          },
        }
      : {}),
    ...(refused ? { sessionRefused: true as const } : {}),
  };
}
