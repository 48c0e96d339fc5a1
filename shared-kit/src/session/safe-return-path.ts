/**
 * The return path `r` (GUARD-4: "after login, redirect to r or the
 * profile") must never become an open redirect: a link to the login page
 * could otherwise send a visitor to another site right after they typed their password. Only a same-site absolute path is accepted; anything else gives null so the caller
 * falls back to the profile.
 */

const MAX_LENGTH = 2048;
/** Decoding rounds before giving up: more nesting than this is only ever an attack. */
const MAX_DECODE_ROUNDS = 5;
const PROBE_ORIGIN = 'https://return-path.invalid';
/**
 * C0/C1 controls, DEL, and every whitespace but the plain space: browsers silently strip tabs
 * and newlines from URLs, which turns "/\t/evil.com" into "//evil.com".
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
  /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

function isLocalAtThisLayer(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // '//host' is protocol-relative and browsers read '\' as '/': both leave the site.
  if (value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  if (FORBIDDEN_CHARACTERS.test(value)) return false;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (resolved.origin !== PROBE_ORIGIN) return false;
  // '/.//evil' resolves to the path '//evil': harmless here, but a later reload or a naive
  // `origin + path` would read it as another host.
  return !resolved.pathname.startsWith('//');
}

/**
 * Returns `r` unchanged when it is a local path at every decoding layer ('%2F%2Fevil.com' is
 * checked as '//evil.com' too, since some router or server may decode it once more), else null.
 */
export function safeReturnPath(r: string | null | undefined): string | null {
  if (typeof r !== 'string' || r.length === 0 || r.length > MAX_LENGTH) return null;
  let layer = r;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isLocalAtThisLayer(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // A malformed escape is not something our own links produce.
      return null;
    }
    if (decoded === layer) return r;
    layer = decoded;
  }
  return null;
}
