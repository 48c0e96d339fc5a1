import type { Redis } from 'ioredis';

/**
 * Where several instances share the revocations (README « Shared state »): a logged-out token (its digest, value 0)
 * and, per user, the time before which their sessions were ended by a password change (milliseconds). Both expire
 * with the sessions they concern.
 */
export interface SharedRevocations {
  /** Records `value` under `key`, never lowering a time already there (an older write arriving late). */
  add(key: string, value: number, ttlMs: number): Promise<void>;
  /** The values of the keys (null where none), in one round trip. */
  read(keys: string[]): Promise<(number | null)[]>;
  /** Called each time the shared store is reachable again (a reconnection). */
  onReconnect(listener: () => void): void;
}

/** Sets the key unless it already holds a larger number. */
const SET_IF_LARGER = `
local current = tonumber(redis.call('GET', KEYS[1]))
if current == nil or current < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** The revocations in Redis: one key each, `lgb:revoked:<key>`, expiring with what they revoke. */
export function redisRevocations(client: Redis, prefix = 'lgb:revoked:'): SharedRevocations {
  return {
    async add(key, value, ttlMs) {
      await client.eval(SET_IF_LARGER, 1, `${prefix}${key}`, String(value), String(Math.max(1, Math.round(ttlMs))));
    },
    async read(keys) {
      const values = await client.mget(keys.map((key) => `${prefix}${key}`));
      return values.map((value) => (value === null ? null : Number(value)));
    },
    onReconnect(listener) {
      client.on('ready', listener);
    },
  };
}
