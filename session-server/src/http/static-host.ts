import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { ensureLanguageCookie } from './language-cookie';

/**
 * The build writes `.br` and `.gz` beside every text asset (scripts/precompress.ts);
 * the browser's Accept-Encoding picks one, brotli first, with `Vary: Accept-Encoding`.
 * express-static-gzip lists the compressed files when the server starts: a new host build
 * goes live with a restart (as the session-server image is built with the host inside).
 */
const ENCODINGS = { enableBrotli: true, orderPreference: ['br', 'gzip'] };

/**
 * Serves the built host: hashed assets are immutable, everything else (index.html, manifests)
 * must be revalidated so a deploy is seen at once. Page addresses go through `pages` first (the
 * server-rendered public pages); the rest get index.html (SPA fallback): the client router
 * answers them, including its 404 page.
 */
export function staticHost(distDir: string, secureCookies: boolean, pages: RequestHandler[] = []): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...ENCODINGS,
      index: false,
      // redirect: false — a directory never answers `Location: <path>/`: for `/\\evil.com/..` a browser
      // would read that as another host.
      serveStatic: { immutable: true, maxAge: '365d', index: false, redirect: false, fallthrough: false },
    }),
  );
  const revalidated = expressStaticGzip(distDir, {
    ...ENCODINGS,
    index: false,
    serveStatic: { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
  });
  // Only an address naming a file (`/manifest.webmanifest`, `/images/…/x.jpg`): a page's address (no extension) would
  // cost a stat and a thrown 404 before falling through to the page.
  router.use((req, res, next) => (path.extname(req.path) ? revalidated(req, res, next) : next()));
  router.get(
    '/{*splat}',
    (req, res, next) => {
      if (!req.accepts('html')) return next('router');
      if (!fs.existsSync(indexFile)) {
        res.status(503).json({ error: 'host_not_built', message: 'Le site est en cours de déploiement.' });
        return;
      }
      ensureLanguageCookie(req, res, secureCookies);
      next();
    },
    ...pages,
    (req, res, next) => {
      // The page itself, in the encoding the browser accepts; the address bar keeps the route.
      req.url = '/index.html';
      revalidated(req, res, next);
    },
  );
  return router;
}
