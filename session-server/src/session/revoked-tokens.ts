import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { endSession, sessionUser } from './session-data';

/**
 * Issue #13: a cookie copied before logout would still read the user's name, e-mail and token
 * (cookie-session keeps no server state). Logout records the token here; a session holding a
 * recorded token is dropped on its next request. Trade-offs in README "Logout and copied cookies".
 */
export class RevokedTokens {
  /**
   * sha256 of the token → revoked, kept until the token's own end of life (one TTL for all), at most `maxEntries`
   * (past the bound the least recently seen records go: their tokens are revoked at the provider anyway).
   */
  private readonly records: LRUCache<string, true>;

  constructor(ttlMs: number, maxEntries = 100_000, now: () => number = Date.now) {
    this.records = new LRUCache<string, true>({
      max: maxEntries,
      ttl: ttlMs,
      // Exact expiry against the injected clock (no cached time), and no timers in the server process.
      ttlResolution: 0,
      perf: { now },
    });
  }

  private static digest(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  add(token: string): void {
    // Expired records go at each addition: the record does not grow with time.
    this.records.purgeStale();
    this.records.set(RevokedTokens.digest(token), true);
  }

  has(token: string): boolean {
    // Most requests meet an empty record: no hashing then.
    if (this.records.size === 0) return false;
    return this.records.has(RevokedTokens.digest(token));
  }

  get size(): number {
    return this.records.size;
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
