import type { Redis } from 'ioredis';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { HttpError } from '../http/http-error';

/** What a limit does when its shared counters cannot be read. */
export type WhenStoreFails = 'refuse' | 'allow';

/** The answer of a limit that fails closed: the request is refused, said plainly, never a 500. */
export const SHARED_STATE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible, merci de réessayer dans quelques instants.';

export class SharedStateUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, 'service_unavailable', SHARED_STATE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}

/**
 * rate-limit-redis's store, made to survive Redis going away: a store whose scripts could not be loaded (Redis
 * down at start, or flushed) is replaced by a fresh one at the next call, so the counters are shared again as soon
 * as Redis answers. A failure is logged once per outage and, for a limit that fails closed, becomes a 503.
 */
export class SharedRateLimitStore implements Store {
  private inner: RedisStore | undefined;
  private options: Options | undefined;
  private failing = false;
  readonly prefix: string;
  /** Counters live in Redis: express-rate-limit must not treat each limiter's store as per-process. */
  readonly localKeys = false;

  constructor(
    private readonly client: Redis,
    prefix: string,
    private readonly whenFailing: WhenStoreFails,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
  }

  /** Made at the first call once Redis is ready (its scripts are loaded then), again after a failure. */
  private fresh(): RedisStore {
    const store = new RedisStore({
      sendCommand: (command: string, ...args: string[]) =>
        this.client.call(command, ...args) as Promise<boolean | number | string | (boolean | number | string)[]>,
      prefix: this.prefix,
    });
    // Not awaited by express-rate-limit; a failed load is retried with a fresh store at the next call.
    if (this.options) store.init(this.options).catch(() => undefined);
    this.inner = store;
    return store;
  }

  private async run<T>(work: (store: RedisStore) => Promise<T>, fallback: T): Promise<T> {
    try {
      // Not connected (yet, or any more): fail now rather than wait for a timeout.
      if (this.client.status !== 'ready') throw new Error(`Redis connection ${this.client.status}`);
      const result = await work(this.inner ?? this.fresh());
      if (this.failing) console.warn(`[session-server] rate limits ${this.prefix}: shared counters back`);
      this.failing = false;
      return result;
    } catch (error) {
      if (!this.failing) {
        console.error(
          `[session-server] rate limits ${this.prefix}: shared counters unavailable, ${
            this.whenFailing === 'refuse' ? 'refusing' : 'allowing'
          } requests (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      this.failing = true;
      this.inner = undefined;
      if (this.whenFailing === 'refuse') throw new SharedStateUnavailable(error);
      return fallback;
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    const windowMs = this.options?.windowMs ?? 60_000;
    return this.run((store) => store.increment(key), { totalHits: 1, resetTime: new Date(Date.now() + windowMs) });
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.run((store) => store.get(key), undefined);
  }

  decrement(key: string): Promise<void> {
    return this.run((store) => store.decrement(key), undefined);
  }

  resetKey(key: string): Promise<void> {
    return this.run((store) => store.resetKey(key), undefined);
  }
}
