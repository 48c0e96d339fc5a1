/**
 * Serves one remote's production build on its own port, as the nginx image does in
 * deployment: manifest and remoteEntry revalidated on every load, hashed assets immutable.
 * Usage: tsx scripts/static-remote-server.ts <dist-dir> <port>
 */
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

const REVALIDATE = new Set(['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/mf-manifest-stats.json']);
/** The `.br` / `.gz` copy written at build time (scripts/precompress.ts) keeps the rule of its file. */
const PRECOMPRESSED = /\.(br|gz)$/;

export function createRemoteServer(distDir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // The host loads manifests with fetch() from another origin.
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: path.basename(path.dirname(distDir)) });
  });
  // Precompressed copies chosen by Accept-Encoding, brotli first, with Vary.
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      index: 'index.html',
      // No `Location: <path>/` for directories: `/\\evil.com/..` would send a browser to another host.
      redirect: false,
      setHeaders: (res, file) => {
        const rel = `/${path.relative(distDir, file).split(path.sep).join('/')}`.replace(PRECOMPRESSED, '');
        if (REVALIDATE.has(rel)) res.setHeader('Cache-Control', 'no-cache');
        else if (rel.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    },
  });
  app.use(files);
  // The standalone QA shell uses client-side routes.
  app.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    req.url = '/index.html';
    files(req, res, next);
  });
  return app;
}

if (require.main === module) {
  const [distArg, portArg] = process.argv.slice(2);
  if (!distArg || !portArg) {
    console.error('usage: static-remote-server <dist-dir> <port>');
    process.exit(2);
  }
  const distDir = path.resolve(distArg);
  const server = createRemoteServer(distDir).listen(Number(portArg), process.env.HOST ?? '127.0.0.1', () => {
    console.log(`[remote] ${distDir} on http://${process.env.HOST ?? '127.0.0.1'}:${portArg}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      // Kept-alive connections would keep answering after close(): cut them after a moment.
      setTimeout(() => server.closeAllConnections(), 1_000).unref();
    });
  }
}
