import type { Redis } from 'ioredis';
import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Degradation } from './degradation';

/**
 * rate-limit-redis's store, with this instance's own counters beside it. Every hit is counted in both: the answer is
 * Redis's (every instance together) while Redis answers, and this instance's own count when it cannot (stopped,
 * unreachable, refusing writes when full), so a limit never turns into « allow everything » nor into « refuse
 * everyone ». Because the local counters run all the time, an outage does not hand a guesser a fresh budget on the
 * instance they were using. The shared counters are used again at the first call after Redis answers (ioredis
 * reconnects by itself); a store whose scripts could not be loaded (Redis down at start, or flushed) is made again
 * then.
 */
export class SharedRateLimitStore implements Store {
  private inner: RedisStore | undefined;
  private options: Options | undefined;
  private readonly local = new MemoryStore();
  readonly prefix: string;
  /** Counters live in Redis: express-rate-limit must not treat each limiter's store as per-process. */
  readonly localKeys = false;

  constructor(
    private readonly client: Redis,
    prefix: string,
    private readonly degradation: Degradation,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
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

  /** Redis's answer, or `local` (this instance's) when Redis cannot give one. */
  private async shared<T>(work: (store: RedisStore) => Promise<T>, local: T): Promise<T> {
    try {
      // Not connected (yet, or any more): fail now rather than wait for a timeout.
      if (this.client.status !== 'ready') throw new Error(`Redis connection ${this.client.status}`);
      const result = await work(this.inner ?? this.fresh());
      this.degradation.answered('rate limits');
      return result;
    } catch (error) {
      this.degradation.failed('rate limits', error);
      this.inner = undefined;
      return local;
    }
  }

  async increment(key: string): Promise<IncrementResponse> {
    const local = await this.local.increment(key);
    return this.shared((store) => store.increment(key), local);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.shared((store) => store.get(key), await this.local.get(key));
  }

  async decrement(key: string): Promise<void> {
    await this.local.decrement(key);
    await this.shared((store) => store.decrement(key), undefined);
  }

  async resetKey(key: string): Promise<void> {
    await this.local.resetKey(key);
    await this.shared((store) => store.resetKey(key), undefined);
  }
}
