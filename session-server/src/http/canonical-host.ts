import type { RequestHandler } from 'express';

/**
 * The site only works on the origin of SITE_URL (the provider's CORS, the CSRF origin
 * check and the cookies are all tied to it), so any other host name, such as http://127.0.0.1:3000
 * where the server listens, gets a 301 to the same path and query there. Only the host is
 * compared: the scheme is the TLS proxy's business, and comparing it here would loop behind a
 * proxy that does not forward it. /healthz and /readyz answer on any host (probes use the address).
 */
const PROBES = new Set(['/healthz', '/readyz']);

export function canonicalHost(siteUrl: string): RequestHandler {
  const canonical = new URL(siteUrl);
  return (req, res, next) => {
    if (PROBES.has(req.path) || req.headers.host?.toLowerCase() === canonical.host) {
      next();
      return;
    }
    // originalUrl is the path and query only, always starting with "/": the target stays on the canonical origin.
    const target = `${canonical.origin}/${req.originalUrl.replace(/^[/\\]+/, '')}`;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(301, target);
  };
}
