import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer (nosniff, no framing, no referrer leak, …) with a
 * CSP for an API: nothing may load or run from its answers. Resource policy cross-origin: the
 * site (another origin) shows the sandbox's pictures and receipt files; CORS still guards reads.
 * HSTS only when the sandbox is served over https.
 */
export function securityHeaders(publicBaseUrl: string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: publicBaseUrl.startsWith('https:'),
  });
}

/**
 * A stored file opened on its own (a receipt picture or PDF uploaded by a user) is shown as an
 * image at most: no script, no plugin, a sandboxed origin; a PDF is downloaded, never rendered
 * in the sandbox's origin.
 */
export const STORED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function storedFileDisposition(contentType: string, key: string): string | undefined {
  return contentType === 'application/pdf'
    ? `attachment; filename="preuve-d-achat-${key.replace(/\.pdf$/, '').replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`
    : undefined;
}
