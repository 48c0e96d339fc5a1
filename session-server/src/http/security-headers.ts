import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { SiteConfig } from 'shared-kit/contracts';

function origins(urls: Iterable<string>): string[] {
  const result = new Set<string>();
  for (const url of urls) {
    try {
      result.add(new URL(url).origin);
    } catch {
      // A relative manifest URL lives on the site itself, already covered by 'self'.
    }
  }
  return [...result];
}

/**
 * CSP built from /config.json: exactly the configured remotes (scripts, chunks,
 * styles, images, manifests) and the provider (API calls, upload proxy, goodies' images).
 * No inline script: the host's index.html has none, so no nonce is needed.
 */
export function contentSecurityPolicy(site: SiteConfig): Record<string, string[]> {
  const remotes = origins(Object.values(site.remotes));
  const provider = origins([site.kit.baseUrls.api, site.kit.baseUrls.upload]);
  const reporter = site.errorReporter ? origins([site.errorReporter.host]) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // emotion injects <style> elements at run time; CSP cannot nonce them without server
    // rendering, and inline styles cannot run code, so 'unsafe-inline' is limited to styles.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...provider],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...provider, ...reporter],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Outside production the remotes are plain http on localhost: upgrading them would break them.
  if (site.environment === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value, the way helmet writes it (`name value value;name …`). */
export function formatPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * helmet's headers; the CSP, the same on every answer while the process runs, is written once
 * here instead of by helmet on each request (load profile: /api/session).
 */
export function securityHeaders(site: SiteConfig): RequestHandler {
  const production = site.environment === 'production';
  const policy = formatPolicy(contentSecurityPolicy(site));
  const others = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over https.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    others(req, res, next);
  };
}
