/**
 * Server rendering of the shell's public pages (issue 12: they paint before JavaScript).
 * session-server loads this bundle (host/dist-server/render-page.js) and calls `renderPage` for
 * anonymous visitors; the browser then hydrates the same tree (bootstrap.tsx). Host-owned public
 * pages and the 404 are rendered whole. A remote's page open to anonymous visitors (login, the
 * limited shop) is rendered as the layout with a skeleton in the page's place: the browser renders
 * it anew once the remote is there. Guarded routes stay client-rendered.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { ServerRenderedPage, ServerRenderRequest, SiteConfig } from 'shared-kit';
import { MESSAGES_FR, uiStore } from 'shared-ui';
import { App } from '../app/App';
import { gameInstants } from '../app/game-schedule/game-phase';
import type { RouteHandle } from '../app/layouts/route-meta';
import { canonicalUrl, pageTitle } from '../app/metadata/DocumentMeta';
import { createRoutes } from '../app/routes/create-routes';
import { HOST_PAGES } from '../app/routes/host-pages';
import { ROUTE_TABLE, type RouteDef } from '../app/routes/route-table';
import { serverRenderDataScript } from '../app/server-render/server-render-data';
import { themeModeAtom } from '../app/theme-mode/theme-mode';
import { remotePageSkeleton } from './RemotePageSkeleton';
import { serverDeps } from './server-deps';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function nextPhaseChange(config: SiteConfig, now: number): number {
  const { teasing, start, end } = gameInstants(config.game);
  // 'discontinued' starts just after the end (game-phase.ts: now > end).
  return Math.min(...[teasing, start, end + 1].filter((moment) => moment > now), Number.POSITIVE_INFINITY);
}

const openToAnonymous = (route: RouteDef) =>
  (route.access === 'public' || route.access === 'anonymous-only') && route.game === undefined;

/** Host pages as they are; a remote's page as its skeleton. */
async function serverPage(route: RouteDef) {
  if (route.owner.kind === 'host') return (await HOST_PAGES[route.owner.page]()).default;
  return remotePageSkeleton(route);
}

/** The page for `url` as an anonymous visitor sees it, or null when the browser must render it. */
export async function renderPage({ url, config, now, theme }: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const deps = serverDeps(config, now);
  const routes = createRoutes(deps, ROUTE_TABLE, serverPage);
  const location = new URL(url, 'http://server-render.invalid');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  const route = (leaf?.handle as RouteHandle | undefined)?.route;
  const isCatchAll = leaf?.path === '*';
  if (route ? !openToAnonymous(route) : !isCatchAll) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  // A redirect (guards, legacy paths) is the browser's to follow.
  if (context instanceof Response) return null;
  const status = context.statusCode === 404 ? 404 : context.statusCode === 200 ? 200 : null;
  if (status === null) return null;

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Synchronous from here to the end of the render: no other request can change the theme meanwhile.
  uiStore.set(themeModeAtom, theme);
  const body = renderToString(
    <CacheProvider value={cache}>
      <App deps={deps}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const title = status === 404 ? `${MESSAGES_FR.pageNotFound} · La Grande Boutique` : pageTitle(route?.title);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(config.siteUrl, location.pathname))}" />`,
    styles,
    serverRenderDataScript({ theme, config, page: route?.owner.kind === 'remote' ? 'skeleton' : 'complete' }),
  ].join('\n');
  return { status, head, body, validUntil: nextPhaseChange(config, now) };
}
