import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';
import type { SessionSettings } from '../config/security';
import { cookieKeys } from './cookie-keys';

/**
 * Signed cookie session (signed against tampering, HttpOnly against scripts, SameSite=Lax
 * against cross-site posts, Secure in production; SESSION-4: 730 days). The `.sig` cookie carries the HMAC of the first key; a cookie
 * signed with an older key still verifies and is re-signed with the first one (key rotation).
 */
export function sessionCookie(settings: SessionSettings): RequestHandler {
  return cookieSession({
    name: settings.cookieName,
    // Keygrip's own comparison costs a logged-in request half its time on Node 24 (cookie-keys.ts).
    keys: cookieKeys(settings.keys),
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    signed: true,
    path: '/',
    maxAge: settings.maxAgeMs,
  });
}
