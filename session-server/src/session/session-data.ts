import type { Request } from 'express';
import type { BasketPurchase, ServerVisitor, SessionState, SessionUser } from 'shared-kit/contracts';
import { HttpError } from '../http/http-error';

/** What the signed cookie holds: the logged-in user and the basket (SESSION-1). */
interface StoredSession {
  user?: SessionUser;
  basket?: BasketPurchase[];
  /**
   * Login time: makes the cookie of a new login differ from any earlier one, and tells which sessions a password
   * change ended (those issued before it). Moved to the change's time for the session that made it.
   */
  iat?: number;
  /** The provider's id of the user: names their sessions whatever e-mail the cookie holds (older cookies lack it). */
  uid?: number;
  /**
   * This browser's session was ended from elsewhere (a password change on another device, a logout of a copy): said
   * once to the page (GET /api/session), so that it is not dropped on an anonymous page with no word.
   */
  ended?: true;
}

/**
 * Browsers drop a cookie whose `name=value; attributes` exceeds 4096 bytes, and would do so
 * silently (reject what would not fit). The attributes (path, expires, samesite,
 * secure, httponly) take under 100 bytes; the margin keeps the guard on the safe side.
 */
export const MAX_COOKIE_BYTES = 4096;
const ATTRIBUTES_ALLOWANCE = 128;

export const SESSION_TOO_LARGE_MESSAGE =
  'Votre panier est trop volumineux pour être enregistré. Retirez quelques cadeaux puis réessayez.';
export const PROFILE_TOO_LARGE_MESSAGE =
  'Les informations de votre compte sont trop volumineuses pour être enregistrées. Raccourcissez-les puis réessayez.';

function stored(req: Request): StoredSession {
  return (req.session ?? {}) as StoredSession;
}

export function sessionUser(req: Request): SessionUser | null {
  return stored(req).user ?? null;
}

export function sessionState(req: Request): SessionState {
  const session = stored(req);
  return {
    user: session.user ?? null,
    basket: { purchases: session.basket ?? [] },
    ...(session.ended && !session.user ? { ended: true as const } : {}),
  };
}

/** The logged-in visitor a page is rendered for (their user and basket), null when anonymous. */
export function sessionVisitor(req: Request): ServerVisitor | null {
  const { user, basket } = sessionState(req);
  return user ? { user, basket } : null;
}

export function cookieBytes(cookieName: string, session: StoredSession): number {
  const value = Buffer.from(JSON.stringify(session)).toString('base64');
  return cookieName.length + 1 + value.length + ATTRIBUTES_ALLOWANCE;
}

function commit(req: Request, cookieName: string, next: StoredSession, tooLargeMessage: string): void {
  if (cookieBytes(cookieName, next) > MAX_COOKIE_BYTES) {
    throw new HttpError(413, 'session_too_large', tooLargeMessage);
  }
  req.session = { ...next };
}

/** A login or signup starts a brand-new session: nothing from before it is carried over. */
export function startSession(req: Request, cookieName: string, user: SessionUser, providerId?: number): void {
  const uid = Number.isSafeInteger(providerId) ? { uid: providerId } : {};
  commit(req, cookieName, { user, basket: [], iat: Date.now(), ...uid }, PROFILE_TOO_LARGE_MESSAGE);
}

/** Whose session this is, for the revocations: the provider's id, else (an older cookie) the e-mail. */
export function sessionOwner(req: Request): { owner: string; issuedAt: number } | null {
  const session = stored(req);
  if (!session.user) return null;
  const owner = session.uid !== undefined ? `id:${session.uid}` : `email:${session.user.email.toLowerCase()}`;
  return { owner, issuedAt: session.iat ?? 0 };
}

/** Every name a password change must end the sessions of: the id, and the e-mail for cookies without it. */
export function ownerNames(req: Request): string[] {
  const session = stored(req);
  if (!session.user) return [];
  const email = `email:${session.user.email.toLowerCase()}`;
  return session.uid !== undefined ? [`id:${session.uid}`, email] : [email];
}

/** The session that ended the others stays: issued at `at`, like a new login. */
export function restampSession(req: Request, cookieName: string, at: number): void {
  commit(req, cookieName, { ...stored(req), iat: at }, PROFILE_TOO_LARGE_MESSAGE);
}

export function replaceUser(req: Request, cookieName: string, user: SessionUser): void {
  commit(req, cookieName, { ...stored(req), user }, PROFILE_TOO_LARGE_MESSAGE);
}

export function replaceBasket(req: Request, cookieName: string, purchases: BasketPurchase[]): void {
  commit(req, cookieName, { ...stored(req), basket: purchases }, SESSION_TOO_LARGE_MESSAGE);
}

export function endSession(req: Request): void {
  req.session = null;
}

/** A session revoked from elsewhere: nothing of it stays, but the page is told once that it ended. */
export function endSessionFromElsewhere(req: Request): void {
  req.session = { ended: true };
}

/** Told: the notice goes with the cookie. */
export function forgetEndedSession(req: Request): void {
  if (stored(req).ended && !sessionUser(req)) req.session = null;
}
