import express, { type ErrorRequestHandler, type Express } from 'express';
import type { SandboxSettings } from './config';
import type { SandboxDb } from './db/database';

export function createSandboxApp(settings: SandboxSettings, db: SandboxDb): Express {
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    const row = db.prepare('SELECT COUNT(*) AS migrations FROM schema_migrations').get() as { migrations: number };
    res.json({ status: 'ok', service: 'provider-sandbox', mode: settings.mode, migrations: row.migrations });
  });

  app.use((req, res) => {
    res.status(404).json({ code: 'not_found', user_message: 'Ressource inconnue.', debug_message: `${req.method} ${req.path}` });
  });
  const jsonErrors: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) console.error('[provider-sandbox]', error);
    res.status(status).json({ code: status >= 500 ? 'server_error' : 'invalid_parameter', user_message: 'Une erreur est survenue.' });
  };
  app.use(jsonErrors);
  return app;
}
