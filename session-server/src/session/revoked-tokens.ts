import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { endSession, sessionUser } from './session-data';

/**
 * Issue #13: a cookie copied before logout would still read the user's name, e-mail and token
 * (cookie-session keeps no server state). Logout records the token here; a session holding a
 * recorded token is dropped on its next request. Trade-offs in README "Logout and copied cookies".
 */
export class RevokedTokens {
  /** sha256 of the token → when the record may go (the token's own end of life). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static digest(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  add(token: string): void {
    const now = this.now();
    for (const [digest, until] of this.until) {
      // Insertion order is expiry order (one TTL for all): stop at the first live record.
      if (until > now) break;
      this.until.delete(digest);
    }
    this.until.set(RevokedTokens.digest(token), now + this.ttlMs);
    // Past the bound, the oldest records go first (their tokens are revoked at the provider anyway).
    while (this.until.size > this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest === undefined) break;
      this.until.delete(oldest);
    }
  }

  has(token: string): boolean {
    // Most requests meet an empty record: no hashing then.
    if (this.until.size === 0) return false;
    const until = this.until.get(RevokedTokens.digest(token));
    return until !== undefined && until > this.now();
  }

  get size(): number {
    return this.until.size;
  }
}

/** Drops (and expires) a session whose token was revoked at logout, before any route reads it. */
export function dropRevokedSessions(revoked: RevokedTokens): RequestHandler {
  return (req, _res, next) => {
    const token = sessionUser(req)?.tokens.accessToken;
    if (token && revoked.has(token)) endSession(req);
    next();
  };
}
