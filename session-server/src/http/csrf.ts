import type { Request, RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cette requête ne provient pas du site La Grande Boutique et a été refusée.';
export const JSON_ONLY_MESSAGE = 'Le contenu envoyé doit être au format JSON (application/json).';

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function ownOrigin(req: Request): string | null {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : null;
}

/**
 * CSRF defence for the cookie session: a state-changing /api request is refused when
 * the browser says it comes from another site (Fetch Metadata) or when its Origin is neither the
 * site's nor the server's own. SameSite=Lax already keeps the cookie off cross-site POSTs; this
 * also covers same-site subdomains and browsers without SameSite.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const crossSite = fetchSite === 'cross-site';
    const foreignOrigin = origin !== undefined && !allowed.has(origin) && origin !== ownOrigin(req);
    if (crossSite || foreignOrigin) {
      res.status(403).json({ error: 'forbidden', message: CROSS_SITE_MESSAGE });
      return;
    }
    next();
  };
}

/**
 * A JSON content type cannot be sent cross-origin without a CORS preflight (which this server
 * never grants), so requiring it stops HTML-form CSRF. A DELETE without a body needs none.
 */
export const jsonBodyOnly: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  if (req.method === 'DELETE' && !hasBody(req)) return next();
  if (hasBody(req) && req.is('application/json')) return next();
  res.status(415).json({ error: 'unsupported_media_type', message: JSON_ONLY_MESSAGE });
};
