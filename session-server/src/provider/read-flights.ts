/**
 * One provider read per key at a time, whoever asks: pages that need the same read while it runs wait for that one
 * (no second call). A read is cancelled (its signal aborted, so its socket closes) as soon as no page waits for it any
 * more: each waited until its own deadline or its visitor left. A waiter without a signal holds the read to its end.
 */
export class ReadFlights<T> {
  private readonly running = new Map<
    string,
    { promise: Promise<T>; controller: AbortController; waiters: number; held: boolean }
  >();

  /** Reads in flight now (tests, and a look at a slow provider). */
  get size(): number {
    return this.running.size;
  }

  join(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    let flight = this.running.get(key);
    if (!flight) {
      const controller = new AbortController();
      const started = { controller, waiters: 0, held: false, promise: start(controller.signal) };
      started.promise = started.promise.finally(() => {
        if (this.running.get(key) === started) this.running.delete(key);
      });
      this.running.set(key, started);
      flight = started;
    }
    const joined = flight;
    if (!signal) {
      joined.held = true;
      return joined.promise;
    }
    joined.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        joined.waiters -= 1;
        if (joined.waiters === 0 && !joined.held && this.running.get(key) === joined) {
          this.running.delete(key);
          joined.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }
}
