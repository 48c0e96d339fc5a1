import { randomBytes } from 'node:crypto';
import type { SandboxDb } from '../db/database';
import type { UserRow } from './users';

export interface IssuedToken {
  access_token: string;
  expires_at: string;
}

/** Opaque, revocable, expiring access tokens. */
export function issueToken(db: SandboxDb, userId: number, now: Date, ttlSeconds: number): IssuedToken {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  db.prepare('INSERT INTO access_tokens (token, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    token,
    userId,
    expiresAt,
    now.toISOString(),
  );
  return { access_token: token, expires_at: expiresAt };
}

/** The token's user when the token exists, is not revoked and has not expired. */
export function userOfToken(db: SandboxDb, token: string, now: Date): UserRow | undefined {
  return db
    .prepare(
      `SELECT users.* FROM access_tokens JOIN users ON users.id = access_tokens.user_id
       WHERE access_tokens.token = ? AND access_tokens.revoked_at IS NULL AND access_tokens.expires_at > ?`,
    )
    .get(token, now.toISOString()) as UserRow | undefined;
}

export function revokeUserTokens(db: SandboxDb, userId: number, now: Date): void {
  db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    userId,
  );
}

/** Ends every session of the user but `kept` (a password change, made from the session that stays). */
export function revokeOtherTokens(db: SandboxDb, userId: number, kept: string, now: Date): void {
  db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND token != ? AND revoked_at IS NULL').run(
    now.toISOString(),
    userId,
    kept,
  );
}

/** Ends one session (a logout), leaving the user's other devices logged in. */
export function revokeToken(db: SandboxDb, token: string, now: Date): void {
  db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    token,
  );
}
