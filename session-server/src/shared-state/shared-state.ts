import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { redisRevocations, RevokedTokens } from '../session/revoked-tokens';
import { Degradation } from './degradation';
import { connectRedis } from './redis-client';
import { SharedRateLimitStore } from './shared-rate-limit-store';

/**
 * The state that must be the same on every instance behind the load balancer: logout revocations and the rate
 * limits' counters. Without REDIS_URL it lives in this process (one instance: `npm start` needs nothing more);
 * with it, in Redis, and on this instance alone while Redis cannot answer (README « Shared state »). The
 * server-rendered page cache stays per instance on purpose (anonymous pages only, cheap to rebuild).
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  /** A store for one limiter (each limiter needs its own); undefined: express-rate-limit's memory store. */
  rateLimitStore(name: string): Store | undefined;
  revokedTokens(ttlMs: number): RevokedTokens;
  /** Resolves true once the shared store answers, false after `timeoutMs` (the server then starts degraded). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Does the shared store answer now (/readyz, the `lgb_redis_up` gauge)? Always true in memory. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const KEY_PREFIX = 'lgb:';

export function memoryState(): SharedState {
  return {
    kind: 'memory',
    rateLimitStore: () => undefined,
    revokedTokens: (ttlMs) => new RevokedTokens(ttlMs),
    ready: async () => true,
    ping: async () => true,
    close: async () => undefined,
  };
}

export function redisState(client: Redis, degradation = new Degradation()): SharedState {
  return {
    kind: 'redis',
    rateLimitStore: (name) => new SharedRateLimitStore(client, `${KEY_PREFIX}rl:${name}:`, degradation),
    revokedTokens: (ttlMs) =>
      new RevokedTokens(ttlMs, undefined, undefined, redisRevocations(client, `${KEY_PREFIX}revoked:`), degradation),
    ready: (timeoutMs = 5_000) =>
      client.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              client.off('ready', onReady);
              resolve(false);
            }, timeoutMs);
            const onReady = () => {
              clearTimeout(timer);
              resolve(true);
            };
            client.once('ready', onReady);
          }),
    // Not connected: false at once; else PONG within the client's command timeout.
    ping: async () =>
      client.status === 'ready' &&
      (await client.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      )),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export function createSharedState(redisUrl: string | undefined): SharedState {
  return redisUrl ? redisState(connectRedis(redisUrl)) : memoryState();
}
