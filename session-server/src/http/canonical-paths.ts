import type { RequestHandler } from 'express';
import { LEGACY_REDIRECTS, legacyRedirectFor, ROUTE_PATHS } from 'shared-kit/contracts';
import { HttpError } from './http-error';

/** An address whose percent-encoding cannot be decoded is no address of the site: said in French, nothing logged. */
export const MALFORMED_ADDRESS_MESSAGE =
  'Cette adresse est mal formée. Vérifiez-la, ou repartez de la page d’accueil de La Grande Boutique.';

/** The fixed addresses of the site (no `:param`), to know which case-only variants are ours. */
const STATIC_PATHS = new Set(
  [...Object.values(ROUTE_PATHS), ...Object.keys(LEGACY_REDIRECTS)].filter((path) => !path.includes(':')),
);

/** A character that never needs its percent-escape (RFC 3986's unreserved): `%66aq` is `/faq`. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const unescapeUnreserved = (path: string) =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });

/**
 * The one spelling of a path: letters, digits and `-._~` unescaped, empty and `.` segments dropped, `..` resolved
 * (never above the root), no trailing slash, and lower case when that makes it one of the site's fixed addresses
 * (parameters such as a reset token keep their case). Always starts with exactly one `/`: a redirect to it can never
 * leave the site.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of unescapeUnreserved(path).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const tidy = `/${segments.join('/')}`;
  const lower = tidy.toLowerCase();
  return lower !== tidy && STATIC_PATHS.has(lower) ? lower : tidy;
}

/**
 * `/FAQ`, `/faq/`, `//faq`, `/.//faq`, `/f%61q` answer a 301 to `/faq` (query kept): one address per page for search
 * engines and for the page cache, which keys on the path. A backslash is a slash to browsers (`/\evil.example` would be
 * another site in a Location), so `/\`, `/\@`, `/\:99999` answer a 301 to the same path with slashes, made
 * canonical: it always starts with exactly one `/` and can never leave the site. An address whose percent-encoding
 * is broken answers 400 (http/errors.ts: a small French page, or JSON). The API's paths are exact and are left alone.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  const path = req.path;
  try {
    decodeURIComponent(path);
  } catch {
    next(new HttpError(400, 'malformed_address', MALFORMED_ADDRESS_MESSAGE));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (path.startsWith('/api/')) return next();
  const canonical = canonicalPath(path.replaceAll('\\', '/'));
  if (canonical === path) return next();
  // A legacy address in another spelling goes to its French page in one hop.
  const target = legacyRedirectFor(canonical) ?? canonical;
  const query = req.originalUrl.indexOf('?');
  res.redirect(301, `${target}${query >= 0 ? req.originalUrl.slice(query) : ''}`);
};
