import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { apiRouter } from './api/router';
import type { ServerSettings } from './config/env';
import { canonicalHost } from './http/canonical-host';
import { compressedJson } from './http/compressed-json';
import { jsonErrors } from './http/errors';
import { legacyRedirects } from './http/legacy-redirects';
import { securityHeaders } from './http/security-headers';
import { loadRenderer, serverPages } from './http/server-pages';
import { staticHost } from './http/static-host';
import { sessionCookie } from './session/cookie';
import { sessionUser } from './session/session-data';

export function createApp(settings: ServerSettings): Express {
  const app = express();
  app.disable('x-powered-by');
  // No SHA-1 of every answer (issue #13, load profile): /api answers are no-store, files carry
  // serve-static's ETag and /config.json its own, computed once.
  app.set('etag', false);
  app.set('trust proxy', settings.security.trustProxy);
  if (settings.canonicalRedirect) app.use(canonicalHost(settings.site.siteUrl));
  app.use(securityHeaders(settings.site));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'session-server', environment: settings.environment });
  });
  app.get('/config.json', compressedJson(settings.site, 'no-cache'));

  app.use('/api', apiRouter(settings));
  app.use(legacyRedirects);
  app.use(staticHost(settings.hostDist, settings.security.session.secure, publicPages(settings)));
  app.use(jsonErrors);
  return app;
}

/** The server-rendered public pages (issue 12), when the host was built with its server bundle. */
function publicPages(settings: ServerSettings): RequestHandler[] {
  const renderer = loadRenderer(settings.hostServerRender);
  if (!renderer) {
    console.warn(`[session-server] ${settings.hostServerRender} is missing: every page is rendered in the browser`);
    return [];
  }
  return [
    sessionCookie(settings.security.session),
    serverPages({
      renderer,
      readTemplate: () => fs.readFileSync(path.join(settings.hostDist, 'index.html'), 'utf8'),
      config: settings.site,
      mayBeLoggedIn: (req) => sessionUser(req) !== null,
      onRenderError: (error, url) => console.error(`[session-server] server render of ${url} failed`, error),
    }),
  ];
}
