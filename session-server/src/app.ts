import express, { type Express } from 'express';
import { apiRouter } from './api/router';
import type { ServerSettings } from './config/env';
import { canonicalHost } from './http/canonical-host';
import { compressedJson } from './http/compressed-json';
import { jsonErrors } from './http/errors';
import { legacyRedirects } from './http/legacy-redirects';
import { securityHeaders } from './http/security-headers';
import { staticHost } from './http/static-host';

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
  app.use(staticHost(settings.hostDist, settings.security.session.secure));
  app.use(jsonErrors);
  return app;
}
