import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { ServerPageRenderer } from 'shared-kit/contracts';
import { apiRouter } from './api/router';
import type { ServerSettings } from './config/env';
import { canonicalHost } from './http/canonical-host';
import { canonicalPaths } from './http/canonical-paths';
import { compressedJson } from './http/compressed-json';
import { jsonErrors } from './http/errors';
import { legacyRedirects } from './http/legacy-redirects';
import { securityHeaders } from './http/security-headers';
import { pageHeads } from './http/page-heads';
import { robotsRoute, sitemapRoute } from './http/search-engines';
import { loadRenderer, serverPages } from './http/server-pages';
import { staticHost } from './http/static-host';
import { sessionCookie } from './session/cookie';
import { dropRevokedSessions, type RevokedTokens } from './session/revoked-tokens';
import { sessionUser } from './session/session-data';
import { createSharedState, type SharedState } from './shared-state/shared-state';
import { remotePreloads } from './http/remote-preloads';
import { createProviderClient } from './provider/provider-client';
import { serverReads } from './provider/server-reads';

/** `shared`: the state every instance shares (main.ts makes it from REDIS_URL, to close it at shutdown). */
export function createApp(
  settings: ServerSettings,
  shared: SharedState = createSharedState(settings.redisUrl),
): Express {
  const app = express();
  app.disable('x-powered-by');
  // No SHA-1 of every answer (load profile): /api answers are no-store, files carry
  // serve-static's ETag and /config.json its own, computed once.
  app.set('etag', false);
  app.set('trust proxy', settings.security.trustProxy);
  if (settings.canonicalRedirect) app.use(canonicalHost(settings.site.siteUrl));
  app.use(securityHeaders(settings.site));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'session-server', environment: settings.environment, sharedState: shared.kind });
  });
  app.get('/config.json', compressedJson(settings.site, 'no-cache'));

  // One record for the API and the pages: a copied cookie is anonymous everywhere once its user logged out.
  const revoked = shared.revokedTokens(settings.security.session.maxAgeMs);
  app.use('/api', apiRouter(settings, shared, revoked));
  const renderer = loadRenderer(settings.hostServerRender);
  if (!renderer) {
    console.warn(`[session-server] ${settings.hostServerRender} is missing: every page is rendered in the browser`);
  }
  const searchEngines = { environment: settings.environment, config: settings.site, renderer };
  app.get('/robots.txt', robotsRoute(searchEngines));
  app.get('/sitemap.xml', sitemapRoute(searchEngines));
  app.use(canonicalPaths);
  app.use(legacyRedirects);
  app.use(
    staticHost(settings.hostDist, settings.security.session.secure, renderer ? pages(settings, renderer, revoked) : []),
  );
  app.use(jsonErrors);
  return app;
}

/**
 * With the host's server bundle: every page's head as the server sends it, the public pages rendered
 * whole for anonymous visitors, the rest as index.html with its head.
 */
function pages(settings: ServerSettings, renderer: ServerPageRenderer, revoked: RevokedTokens): RequestHandler[] {
  const readTemplate = () => fs.readFileSync(path.join(settings.hostDist, 'index.html'), 'utf8');
  const loggedIn = (req: Request) => sessionUser(req) !== null;
  const announce = remotePreloads({
    remotes: settings.site.remotes,
    providerUrl: settings.site.kit.baseUrls.api,
    ttlMs: settings.remoteRefreshMs,
  });
  void announce.warm();
  const heads = pageHeads({ renderer, config: settings.site, readTemplate, loggedIn, preloads: announce.tagsFor });
  return [
    sessionCookie(settings.security.session),
    dropRevokedSessions(revoked),
    heads.describe,
    serverPages({
      renderer,
      readTemplate,
      config: settings.site,
      mayBeLoggedIn: loggedIn,
      isNotFound: heads.isNotFound,
      extraHead: heads.announced,
      remoteBuilds: announce.builds,
      readProvider: serverReads({
        source: createProviderClient(settings.provider),
        onError: (error) => console.warn(`[session-server] a read for a server render failed (${String(error)})`),
      }),
      onRenderError: (error, url) => console.error(`[session-server] server render of ${url} failed`, error),
    }),
    heads.clientPage,
  ];
}
