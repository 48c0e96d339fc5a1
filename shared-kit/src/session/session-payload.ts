import type { BasketPurchase, SessionUser } from '../bus/events';
import { KIT_USER_MESSAGES } from 'shared-kit/core';
import { SessionRequestError } from './session-request';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Reads a user (AUTH-4); null when the value is not one. */
export function readUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { email, firstName, lastName, tokens } = value;
  if (typeof email !== 'string' || !isRecord(tokens) || typeof tokens.accessToken !== 'string') return null;
  return {
    title: optionalString(value.title),
    firstName: typeof firstName === 'string' ? firstName : '',
    lastName: typeof lastName === 'string' ? lastName : '',
    email,
    phone: optionalString(value.phone),
    tokens: { accessToken: tokens.accessToken },
  };
}

/**
 * SESSION-1 says login, signup and updateUser "return user": the server may send the user itself or
 * wrap it as `{ user }` like GET /api/session does; both are read. Anything else is a failure,
 * never a silent logged-out state.
 */
export function readReturnedUser(body: unknown): SessionUser {
  const user = readUser(isRecord(body) && 'user' in body ? body.user : body);
  if (!user) throw new SessionRequestError(200, 'malformed_answer', KIT_USER_MESSAGES.unknown);
  return user;
}

export function readPurchases(value: unknown): BasketPurchase[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.couponIdentifier === 'string' && typeof item.quantity === 'number'
      ? [{ couponIdentifier: item.couponIdentifier, quantity: item.quantity }]
      : [],
  );
}

/** GET /api/session: `{ user, basket: { purchases }, ended? }` (contracts/session-api.ts SessionState). */
export function readSessionState(body: unknown): {
  user: SessionUser | null;
  purchases: BasketPurchase[];
  ended: boolean;
} {
  if (!isRecord(body)) return { user: null, purchases: [], ended: false };
  const basket = isRecord(body.basket) ? body.basket : {};
  return { user: readUser(body.user), purchases: readPurchases(basket.purchases), ended: body.ended === true };
}

/** True when both describe the same signed-in state (so an unchanged user emits nothing). */
export function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}
