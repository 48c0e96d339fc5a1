import express, { type Express } from 'express';
import type { ServerSettings } from './config/env';
import { apiNotFound, jsonErrors } from './http/errors';
import { legacyRedirects } from './http/legacy-redirects';
import { staticHost } from './http/static-host';

export function createApp(settings: ServerSettings): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'session-server', environment: settings.environment });
  });
  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(settings.site);
  });

  app.use('/api', apiNotFound);
  app.use(legacyRedirects);
  app.use(staticHost(settings.hostDist));
  app.use(jsonErrors);
  return app;
}
