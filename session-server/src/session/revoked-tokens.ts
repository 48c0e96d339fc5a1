import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { endSession, sessionUser } from './session-data';

/** Where several instances share the revocations (README « Several instances »). */
export interface SharedRevocations {
  add(digest: string, ttlMs: number): Promise<void>;
  has(digest: string): Promise<boolean>;
}

/** The revocations in Redis: one key per token digest, expiring with the token. */
export function redisRevocations(client: Redis, prefix = 'lgb:revoked:'): SharedRevocations {
  return {
    async add(digest, ttlMs) {
      await client.set(`${prefix}${digest}`, '1', 'PX', ttlMs);
    },
    async has(digest) {
      return (await client.exists(`${prefix}${digest}`)) === 1;
    },
  };
}

/**
 * A cookie copied before logout would still read the user's name, e-mail and token (cookie-session keeps no server
 * state). Logout records the token here; a session holding a recorded token is dropped on its next request.
 * Trade-offs in README "Logout and copied cookies".
 *
 * Each instance keeps its own record in memory (its logouts are refused at once, Redis or not); with `shared`
 * (Redis) every instance also records there and checks there, so a logout on one instance is seen by all.
 */
export class RevokedTokens {
  /**
   * sha256 of the token → revoked, kept until the token's own end of life (one TTL for all), at most `maxEntries`
   * (past the bound the least recently seen records go: their tokens are revoked at the provider anyway).
   */
  private readonly records: LRUCache<string, true>;
  /** Said once per outage, not at every request. */
  private sharedFailing = false;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 100_000,
    now: () => number = Date.now,
    private readonly shared?: SharedRevocations,
  ) {
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

  async add(token: string): Promise<void> {
    const digest = RevokedTokens.digest(token);
    // Expired records go at each addition: the record does not grow with time.
    this.records.purgeStale();
    this.records.set(digest, true);
    if (this.shared) {
      await this.shared.add(digest, this.ttlMs).then(
        () => this.sharedBack(),
        (error: unknown) => this.sharedFailed('not recorded for the other instances', error),
      );
    }
  }

  async has(token: string): Promise<boolean> {
    // Most requests meet an empty record and no shared one: no hashing then.
    if (!this.shared && this.records.size === 0) return false;
    const digest = RevokedTokens.digest(token);
    if (this.records.has(digest)) return true;
    if (!this.shared) return false;
    return this.shared.has(digest).then(
      (revoked) => {
        this.sharedBack();
        return revoked;
      },
      (error: unknown) => {
        // Open: a user must not be logged out of every instance because Redis is away; the log says what is lost.
        this.sharedFailed('not checked against the other instances (only this one)', error);
        return false;
      },
    );
  }

  get size(): number {
    return this.records.size;
  }

  private sharedFailed(what: string, error: unknown): void {
    if (this.sharedFailing) return;
    this.sharedFailing = true;
    console.error(
      `[session-server] logout revocations ${what}: shared store unavailable (${
        error instanceof Error ? error.message : String(error)
      })`,
    );
  }

  private sharedBack(): void {
    if (!this.sharedFailing) return;
    this.sharedFailing = false;
    console.warn('[session-server] logout revocations: shared store back');
  }
}

/** Drops (and expires) a session whose token was revoked at logout, before any route reads it. */
export function dropRevokedSessions(revoked: RevokedTokens): RequestHandler {
  return (req, _res, next) => {
    const token = sessionUser(req)?.tokens.accessToken;
    if (!token) {
      next();
      return;
    }
    revoked.has(token).then((isRevoked) => {
      if (isRevoked) endSession(req);
      next();
    }, next);
  };
}
