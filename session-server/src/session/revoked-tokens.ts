import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Degradation } from '../shared-state/degradation';
import type { SharedRevocations } from './shared-revocations';
import { endSessionFromElsewhere, sessionOwner, sessionUser } from './session-data';

export { redisRevocations, type SharedRevocations } from './shared-revocations';

/** Writes that failed are tried again at most this often while the shared store answers reads. */
const RETRY_PENDING_MS = 1_000;

/** What a request's session is checked by: its token, and whose it is and since when (session-data.ts). */
export interface SessionToCheck {
  token: string;
  owner?: string;
  issuedAt?: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const tokenKey = (token: string) => digest(token);
const ownerKey = (owner: string) => `user:${digest(owner)}`;

/**
 * A cookie copied before logout would still read the user's name, e-mail and token (cookie-session keeps no server
 * state). Logout records the token here; a password change records, for its user, that every session issued
 * before it has ended (but the one that made the change, which is issued anew). A session holding a recorded token,
 * or issued before its user's record, is dropped on its next request. Trade-offs in README « Logout and copied
 * cookies ».
 *
 * Each instance keeps its own copy in memory of every revocation it wrote or read from the shared store (another
 * instance's it has met), so both hold on this instance while Redis is away. With `shared` (Redis) every instance
 * also records there and checks there: what one instance records is seen by all. What was recorded while Redis was
 * away is written there as soon as it answers again; what another instance wrote meanwhile is read at the next
 * request it concerns.
 */
export class RevokedTokens {
  /**
   * Digest of a token → 0, digest of a user → the time before which their sessions ended; kept until the sessions'
   * own end of life (one TTL for all), at most `maxEntries` (past the bound the least recently seen go: their tokens
   * are revoked at the provider anyway).
   */
  private readonly records: LRUCache<string, number>;
  /** Records made here that the shared store has not taken yet (it was away). */
  private readonly unshared = new Set<string>();
  private lastRetry = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 100_000,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedRevocations,
    private readonly degradation?: Degradation,
  ) {
    this.records = new LRUCache<string, number>({
      max: maxEntries,
      ttl: ttlMs,
      // Exact expiry against the injected clock (no cached time), and no timers in the server process.
      ttlResolution: 0,
      perf: { now },
    });
    shared?.onReconnect(() => void this.shareUnshared());
  }

  /** Logout: this token no longer opens the session that holds it. */
  add(token: string): Promise<void> {
    return this.record(tokenKey(token), 0);
  }

  /** Password change: every session of `owners` issued before `at` ends. */
  async endSessionsBefore(owners: string[], at: number): Promise<void> {
    for (const owner of owners) await this.record(ownerKey(owner), at);
  }

  /** Whether a logout took this token (tests and the simple case: a session with no owner). */
  has(token: string): Promise<boolean> {
    return this.isRevoked({ token });
  }

  async isRevoked(session: SessionToCheck): Promise<boolean> {
    // Most requests meet an empty record and no shared one: no hashing then.
    if (!this.shared && this.records.size === 0) return false;
    const keys = [tokenKey(session.token), ...(session.owner ? [ownerKey(session.owner)] : [])];
    const issuedAt = session.issuedAt ?? 0;
    const ended = (key: string, value: number | null | undefined) =>
      value !== null && value !== undefined && (key === keys[0] || issuedAt < value);
    if (keys.some((key) => ended(key, this.records.get(key)))) return true;
    if (!this.shared) return false;
    let values: (number | null)[];
    try {
      values = await this.shared.read(keys);
    } catch (error) {
      // Open for what this instance has not seen: a user must not be logged out of every instance because Redis is
      // away; the log says what is lost.
      this.degradation?.failed('revocations', error);
      return false;
    }
    this.degradation?.answered('revocations');
    // Kept here too: it still holds on this instance if Redis goes away later.
    keys.forEach((key, index) => this.keep(key, values[index] ?? null));
    if (this.unshared.size > 0 && this.now() - this.lastRetry >= RETRY_PENDING_MS) void this.shareUnshared();
    return keys.some((key, index) => ended(key, values[index]));
  }

  get size(): number {
    return this.records.size;
  }

  /** Records made here that the shared store has not taken yet. */
  get pending(): number {
    return this.unshared.size;
  }

  private keep(key: string, value: number | null): void {
    if (value === null) return;
    const known = this.records.get(key);
    if (known === undefined || known < value) this.records.set(key, value);
  }

  private async record(key: string, value: number): Promise<void> {
    // Expired records go at each addition: the record does not grow with time.
    this.records.purgeStale();
    this.keep(key, value);
    if (!this.shared) return;
    this.unshared.add(key);
    await this.shareUnshared();
  }

  /** Writes every record the shared store has not taken yet; what fails stays for the next try. */
  private async shareUnshared(): Promise<void> {
    if (!this.shared || this.unshared.size === 0) return;
    this.lastRetry = this.now();
    for (const key of [...this.unshared]) {
      const value = this.records.get(key);
      // Gone from here too (expired or pushed out): nothing left to share.
      if (value === undefined) {
        this.unshared.delete(key);
        continue;
      }
      try {
        await this.shared.add(key, value, this.records.getRemainingTTL(key) || this.ttlMs);
      } catch (error) {
        this.degradation?.failed('revocations', error);
        return;
      }
      this.unshared.delete(key);
      this.degradation?.answered('revocations');
    }
  }
}

function sessionToCheck(req: Request): SessionToCheck | null {
  const token = sessionUser(req)?.tokens.accessToken;
  if (!token) return null;
  const owner = sessionOwner(req);
  return { token, ...(owner ? { owner: owner.owner, issuedAt: owner.issuedAt } : {}) };
}

/** Drops (and expires) a session revoked by a logout or a password change, before any route reads it. */
export function dropRevokedSessions(revoked: RevokedTokens): RequestHandler {
  return (req, _res, next) => {
    const session = sessionToCheck(req);
    if (!session) {
      next();
      return;
    }
    revoked.isRevoked(session).then((isRevoked) => {
      if (isRevoked) endSessionFromElsewhere(req);
      next();
    }, next);
  };
}
