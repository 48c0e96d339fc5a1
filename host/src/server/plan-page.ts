import {
  createStaticHandler,
  matchRoutes,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type StaticHandlerContext,
} from 'react-router';
import {
  gameInstants,
  VISITOR_READS,
  type PagePlan,
  type PageRequest,
  type ServerPageSubject,
  type ServerReadId,
  type ServerReads,
  type SiteConfig,
} from 'shared-kit/core';
import type { PageComponent } from '../app/remotes/remote-unavailable-error';
import type { RouteHandle } from '../app/layouts/route-meta';
import { createRoutes, type PageRouteData } from '../app/routes/create-routes';
import { HOST_PAGES } from '../app/routes/host-pages';
import { paramsAreValid, type RouteDef } from '../app/routes/route-table';
import { drawPage } from './draw-page';
import { guardRedirect, planHead, SERVER_ORIGIN } from './page-meta';
import { remotePageSkeleton } from './RemotePageSkeleton';
import { loadServerRemotePage, RemoteResting } from './server-remote-pages';
import { ownDrawing, sharedDrawing, type SharedDrawing } from './shared-drawing';

/** How long a page drawn with a skeleton (its remote did not answer) may be kept by the session server. */
export const SKELETON_TTL_MS = 5_000;

/** What the header of a visitor's page reads (the star chip): on every page of theirs. */
const HEADER_READS: readonly ServerReadId[] = ['card-slots'];

/**
 * The site's routes as the server draws them: built once for the process, without loaders (the plan below does what
 * the browser's loaders do, once per request), with the ids the static router matches them by.
 */
const SERVER_HANDLER = createStaticHandler(createRoutes());
const SERVER_ROUTES = SERVER_HANDLER.dataRoutes;

function nextPhaseChange(config: SiteConfig, now: number): number {
  const { teasing, start, end } = gameInstants(config.game);
  // 'discontinued' starts just after the end (game-phase.ts: now > end).
  return Math.min(...[teasing, start, end + 1].filter((moment) => moment > now), Number.POSITIVE_INFINITY);
}

/** The page's component and what it reads: the shell's own, a remote's from its server build, or its skeleton. */
async function pageOf(route: RouteDef, request: PageRequest) {
  if (route.owner.kind === 'host')
    return { Page: (await HOST_PAGES[route.owner.page]()).default, reads: [], whole: true };
  try {
    const { Page, reads, subject } = await loadServerRemotePage({
      remote: route.owner.remote,
      page: route.owner.page,
      config: request.config,
      build: request.remoteBuilds?.[route.owner.remote],
      now: request.now,
    });
    return { Page, reads, whole: true, subject };
  } catch (error) {
    if (!(error instanceof RemoteResting)) {
      console.warn(`[server-render] ${route.owner.remote}${route.owner.page.slice(1)} rendered in the browser:`, error);
    }
    // The browser renders it once the remote is there, as it always did.
    return { Page: remotePageSkeleton(route) as PageComponent, reads: [], whole: false };
  }
}

/** PAGE-ERROR-1: the 404 page, with the full address asked for (as the browser's catch-all throws it). */
const notFound = (path: string) => new ErrorResponse(404, 'Page Not Found', { path });

/**
 * « This address is this page, it needs these reads »: the route matched once for the request, the guards applied,
 * the page's code loaded; the session server then reads what it names and draws it (`render.draw`), or sends the
 * browser's page when a guard sends this visitor elsewhere.
 */
export function planPage(request: PageRequest): Promise<PagePlan> {
  // An anonymous visitor's page is drawn once for all of them, whatever its `r` or its unknown address.
  return planDrawnAs(request, request.visitor ? ownDrawing : sharedDrawing);
}

/** The plan, with the page drawn as `drawingOf` says (the tests hold the shared drawing to the page's own). */
export async function planDrawnAs(
  request: PageRequest,
  drawingOf: (asked: URL, known: boolean, pattern: string | null) => SharedDrawing,
): Promise<PagePlan> {
  const { config, now } = request;
  const visitor = request.visitor ?? null;
  const asked = new URL(request.url, SERVER_ORIGIN);
  const matches = matchRoutes(SERVER_ROUTES, asked.pathname) ?? [];
  const leaf = matches.at(-1);
  const matched = (leaf?.route.handle as RouteHandle | undefined)?.route ?? null;
  const route = matched && leaf && paramsAreValid(matched, leaf.params) ? matched : null;
  const redirect = route ? guardRedirect(route, asked, config, now, visitor !== null) : null;
  const head = planHead(route, asked, redirect, { config, now, loggedIn: visitor !== null });
  // A legacy address (the session server answers it with a 301 first) or one a guard sends elsewhere: the browser's.
  const known = route !== null || leaf?.route.path === '*' || matched !== null;
  if (!known || redirect !== null) return { ...head, render: null };

  const drawing = drawingOf(asked, route !== null, matched?.path ?? null);
  const location = new URL(drawing.url, SERVER_ORIGIN);
  const base = {
    basename: '/',
    location: { pathname: location.pathname, search: location.search, hash: '', state: null, key: 'default' },
    actionData: null,
    loaderHeaders: {},
    actionHeaders: {},
    _match: SERVER_HANDLER.match,
  };
  // An unknown address, a malformed segment of a known one, or one its page's data knows nothing of: the site's error
  // page, drawn by the root's boundary.
  const missing: StaticHandlerContext = {
    ...base,
    // An unknown address is drawn where it falls in the site (shared-drawing.ts): matched there.
    matches: route ? matches : (matchRoutes(SERVER_ROUTES, location.pathname) ?? []),
    loaderData: {},
    errors: { root: notFound(drawing.shownAddress) },
    statusCode: 404,
  };
  let context = missing;
  let reads: ServerReadId[] = [];
  let skeleton = false;
  let subjectOf: ((data: ServerReads) => ServerPageSubject) | undefined;
  if (route && leaf) {
    const page = await pageOf(route, request);
    reads = page.reads;
    skeleton = !page.whole;
    const { subject } = page;
    if (subject) subjectOf = (data) => subject(data, leaf.params);
    const loaderData: Record<string, PageRouteData> = { [leaf.route.id]: { Page: page.Page } };
    context = { ...base, matches, loaderData, errors: null, statusCode: 200 };
  }
  // The header shows a visitor's stars on every page of theirs; an anonymous page never asks for anyone's data.
  const wanted = visitor
    ? [...new Set([...HEADER_READS, ...reads])]
    : reads.filter((id) => !VISITOR_READS.includes(id));
  const drawn = { routes: SERVER_ROUTES, visitor, config, now };
  const loggedIn = visitor !== null;
  const namedHead = (subject: string) => planHead(route, asked, null, { config, now, loggedIn, subject }).head;
  const notFoundHead = () => planHead(null, asked, null, { config, now, loggedIn }).head;
  return {
    ...head,
    render: {
      url: drawing.url,
      fill: drawing.fill,
      reads: wanted,
      validUntil: Math.min(nextPhaseChange(config, now), skeleton ? now + SKELETON_TTL_MS : Number.POSITIVE_INFINITY),
      draw: async (input) => {
        // What the page is about is known once its data is read: the head names it (a goody, not « Cadeau »), and
        // an address it knows nothing of (an unknown goody) is the 404 page, with its status; the browser renders
        // that one anew (its page throws the 404 where the server drew it: no tree to hydrate).
        const subject = subjectOf?.(input.data) ?? null;
        if (subject === 'not-found') {
          const page = await drawPage({
            ...drawn,
            context: missing,
            route: null,
            input,
            status: 404,
            page: 'not-found',
          });
          return { ...page, subjectHead: notFoundHead() };
        }
        const kind = skeleton ? 'skeleton' : 'complete';
        const page = await drawPage({ ...drawn, context, route, input, status: head.status, page: kind });
        return subject ? { ...page, subjectHead: namedHead(subject.name) } : page;
      },
    },
  };
}
