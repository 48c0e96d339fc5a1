import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Degradation } from '../shared-state/degradation';
import { endSession, sessionUser } from './session-data';

/** Where several instances share the revocations (README « Several instances »). */
export interface SharedRevocations {
  add(digest: string, ttlMs: number): Promise<void>;
  has(digest: string): Promise<boolean>;
  /** Called each time the shared store is reachable again (a reconnection). */
  onReconnect(listener: () => void): void;
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
    onReconnect(listener) {
      client.on('ready', listener);
    },
  };
}

/** Writes that failed are tried again at most this often while the shared store answers reads. */
const RETRY_PENDING_MS = 1_000;

/**
 * A cookie copied before logout would still read the user's name, e-mail and token (cookie-session keeps no server
 * state). Logout records the token here; a session holding a recorded token is dropped on its next request.
 * Trade-offs in README "Logout and copied cookies".
 *
 * Each instance keeps its own copy in memory of every revocation it wrote (its logouts) or read from the shared store
 * (another instance's logouts it has met), so both hold on this instance while Redis is away. With `shared` (Redis)
 * every instance also records there and checks there: a logout on one instance is seen by all. A logout taken while
 * Redis is away is written there as soon as it answers again; a revocation another instance wrote meanwhile is read
 * at the next request holding that token.
 */
export class RevokedTokens {
  /**
   * sha256 of the token → revoked, kept until the token's own end of life (one TTL for all), at most `maxEntries`
   * (past the bound the least recently seen records go: their tokens are revoked at the provider anyway).
   */
  private readonly records: LRUCache<string, true>;
  /** Revocations recorded here that the shared store has not taken yet (it was away). */
  private readonly unshared = new Set<string>();
  private lastRetry = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 100_000,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedRevocations,
    private readonly degradation?: Degradation,
  ) {
    this.records = new LRUCache<string, true>({
      max: maxEntries,
      ttl: ttlMs,
      // Exact expiry against the injected clock (no cached time), and no timers in the server process.
      ttlResolution: 0,
      perf: { now },
    });
    shared?.onReconnect(() => void this.shareUnshared());
  }

  private static digest(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  async add(token: string): Promise<void> {
    const digest = RevokedTokens.digest(token);
    // Expired records go at each addition: the record does not grow with time.
    this.records.purgeStale();
    this.records.set(digest, true);
    if (!this.shared) return;
    this.unshared.add(digest);
    await this.shareUnshared();
  }

  async has(token: string): Promise<boolean> {
    // Most requests meet an empty record and no shared one: no hashing then.
    if (!this.shared && this.records.size === 0) return false;
    const digest = RevokedTokens.digest(token);
    if (this.records.has(digest)) return true;
    if (!this.shared) return false;
    let revoked: boolean;
    try {
      revoked = await this.shared.has(digest);
    } catch (error) {
      // Open for what this instance has not seen: a user must not be logged out of every instance because Redis is
      // away; the log says what is lost.
      this.degradation?.failed('revocations', error);
      return false;
    }
    this.degradation?.answered('revocations');
    // Kept here too: it still holds on this instance if Redis goes away later.
    if (revoked) this.records.set(digest, true);
    if (this.unshared.size > 0 && this.now() - this.lastRetry >= RETRY_PENDING_MS) void this.shareUnshared();
    return revoked;
  }

  get size(): number {
    return this.records.size;
  }

  /** Revocations taken here that the shared store has not taken yet. */
  get pending(): number {
    return this.unshared.size;
  }

  /** Writes every revocation the shared store has not taken yet; what fails stays for the next try. */
  private async shareUnshared(): Promise<void> {
    if (!this.shared || this.unshared.size === 0) return;
    this.lastRetry = this.now();
    for (const digest of [...this.unshared]) {
      // Gone from here too (expired or pushed out): nothing left to share.
      if (!this.records.has(digest)) {
        this.unshared.delete(digest);
        continue;
      }
      try {
        await this.shared.add(digest, this.records.getRemainingTTL(digest) || this.ttlMs);
      } catch (error) {
        this.degradation?.failed('revocations', error);
        return;
      }
      this.unshared.delete(digest);
      this.degradation?.answered('revocations');
    }
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
