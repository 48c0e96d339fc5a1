import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { PageDrawInput, ServerRenderedPage, ServerVisitor, SiteConfig } from 'shared-kit/core';
import { App } from '../app/App';
import { preloadLoggedInHeader } from '../app/layouts/header/logged-in-header';
import { usesKit, type RouteDef } from '../app/routes/route-table';
import { serverRenderDataScript, type ServerRenderData } from '../app/server-render/server-render-data';
import { requestRuntime } from './request-runtime';

export interface DrawRequest {
  routes: Parameters<typeof createStaticRouter>[0];
  /** The route matched for the request, and its page's data (server/plan-page.ts). */
  context: StaticHandlerContext;
  /** Null: the 404 page. */
  route: RouteDef | null;
  visitor: ServerVisitor | null;
  config: SiteConfig;
  now: number;
  /** `skeleton`: a remote's page drawn as its placeholder (the remote could not give it); `not-found`: the 404 page
   * the page's data called for. */
  page: ServerRenderData['page'];
  status: 200 | 404;
  input: PageDrawInput;
}

/**
 * One request's page as HTML, from its own runtime (its visitor, bus, clock frozen at the request's instant, the data
 * the session server read for it, the theme of its cookie): no render reads or writes anything another request's render
 * could see, so renders may run at once.
 */
export async function drawPage({
  routes,
  context,
  route,
  visitor,
  config,
  now,
  page,
  status,
  input,
}: DrawRequest): Promise<ServerRenderedPage> {
  // The logged-in header's own chunks, so that it renders whole (React.lazy would leave it to the browser).
  if (visitor) await preloadLoggedInHeader();
  const { runtime, services } = requestRuntime(config, now, visitor, { reads: input.data, form: input.form });
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <App runtime={runtime} services={services} renderedTheme={input.theme}>
        <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const data = serverRenderDataScript({
    theme: input.theme,
    config,
    page,
    ...(Object.keys(input.data).length > 0 ? { reads: input.data } : {}),
    ...(input.form ? { form: input.form } : {}),
    ...(visitor ? { visitor: visitor.user.email } : {}),
    ...(visitor === null && (!route || !usesKit(route)) ? { kitAfterRender: true as const } : {}),
  });
  return { status, head: `${styles}\n${data}`, body };
}
