/**
 * Server rendering of every page (they paint before JavaScript): the host's server bundle
 * (host/dist-server/render-page.js), which session-server loads and calls once per page request (`renderPage`,
 * server-page.tsx): React Router runs the routes' guards and loaders through a kit made for the request, the page is
 * drawn, and the browser hydrates the same tree (bootstrap.tsx) from the loaders' answers. A remote's page is drawn from
 * the remote's own server build (server-remote-pages.ts); when the remote cannot give it in time, the layout goes out
 * with a skeleton in the page's place and the browser renders the page once the remote is there. A logged-in visitor's
 * page is drawn with their session (header, basket) and what its loaders read with their token. An address the guards
 * send elsewhere is a redirect.
 */
import type { ServerFormCheck } from 'shared-kit/core';
import { routeOfPath, SERVER_ORIGIN } from './page-meta';
import { loadServerRemotePage } from './server-remote-pages';

export { renderPage, SKELETON_TTL_MS } from './server-page';
export { sitemapPaths } from './page-meta';

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

export { providedSingletons } from './provided-singletons';
export { observeRemoteBuilds } from './server-remote-pages';
