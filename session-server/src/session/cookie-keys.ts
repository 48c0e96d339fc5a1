import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** What cookie-session (through `cookies`) asks of its `keys`: Keygrip's three calls. */
export interface CookieKeys {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * The session cookie's keys, signing as Keygrip does (HMAC-SHA1, base64url, the first key signs, any key verifies:
 * rotation), so that every cookie signed before stays valid. Keygrip compares through tsscmp, a double HMAC under a
 * fresh random key: on Node 24 a key made from bytes costs ~40 µs, and a logged-in request paid ~120 µs to check its
 * cookie, about half its time (load profile of a logged-in `GET /api/session`). Here the keys are made once and the
 * digests compared with Node's constant-time comparison.
 */
export function cookieKeys(secrets: readonly string[]): CookieKeys {
  if (secrets.length === 0) throw new Error('the session cookie needs at least one key');
  const keys: KeyObject[] = secrets.map((secret) => createSecretKey(Buffer.from(secret, 'utf8')));
  const signWith = (key: KeyObject, data: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(signWith(key, data));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sign: (data) => signWith(keys[0]!, data),
    verify: (data, digest) => index(data, digest) >= 0,
    index,
  };
}
