import type { RequestHandler } from 'express';

/**
 * CORS for the site's origins only. No credentials: the access token travels as a
 * parameter (CONTRACT.md "Conventions"), so no cookie ever crosses origins.
 */
export function corsForOrigins(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      // The error reporter reads the delay of a 429 (REPORT-2).
      res.setHeader('Access-Control-Expose-Headers', 'X-RateLimit-Delay');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          String(req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization'),
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    } else if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.status(403).json({ code: 'forbidden', user_message: 'Origine non autorisée.' });
      return;
    }
    next();
  };
}
