import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { ensureLanguageCookie } from './language-cookie';

/**
 * Serves the built host: hashed assets are immutable, everything else (index.html, manifests)
 * must be revalidated so a deploy is seen at once. Unknown paths get index.html (SPA fallback):
 * the client router answers them, including its 404 page.
 */
export function staticHost(distDir: string, secureCookies: boolean): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).json({ error: 'host_not_built', message: 'Le site est en cours de déploiement.' });
      return;
    }
    ensureLanguageCookie(req, res, secureCookies);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
