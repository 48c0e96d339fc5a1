import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { redisRevocations, RevokedTokens } from '../session/revoked-tokens';
import { connectRedis } from './redis-client';
import { SharedRateLimitStore, type WhenStoreFails } from './shared-rate-limit-store';

/**
 * The state that must be the same on every instance behind the load balancer: logout revocations and the rate
 * limits' counters. Without REDIS_URL it lives in this process (one instance: `npm start` needs nothing more);
 * with it, in Redis. The server-rendered page cache stays per instance on purpose (anonymous pages only, cheap to
 * rebuild).
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  /** A store for one limiter (each limiter needs its own); undefined: express-rate-limit's memory store. */
  rateLimitStore(name: string, whenFailing: WhenStoreFails): Store | undefined;
  revokedTokens(ttlMs: number): RevokedTokens;
  close(): Promise<void>;
}

const KEY_PREFIX = 'lgb:';

export function memoryState(): SharedState {
  return {
    kind: 'memory',
    rateLimitStore: () => undefined,
    revokedTokens: (ttlMs) => new RevokedTokens(ttlMs),
    close: async () => undefined,
  };
}

export function redisState(client: Redis): SharedState {
  return {
    kind: 'redis',
    rateLimitStore: (name, whenFailing) => new SharedRateLimitStore(client, `${KEY_PREFIX}rl:${name}:`, whenFailing),
    revokedTokens: (ttlMs) =>
      new RevokedTokens(ttlMs, undefined, undefined, redisRevocations(client, `${KEY_PREFIX}revoked:`)),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export function createSharedState(redisUrl: string | undefined): SharedState {
  return redisUrl ? redisState(connectRedis(redisUrl)) : memoryState();
}
