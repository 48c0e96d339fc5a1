import type { Request } from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';

/**
 * How long a successful login vouches for its (account, address) pair. Under 24.8 days: express-rate-limit's memory
 * store runs a timer of this period, and Node cannot wait longer than 2^31 ms.
 */
export const KNOWN_PAIR_MS = 14 * 24 * 3600 * 1000;

/**
 * The (account, address) pairs that logged in successfully lately: the owner's home, office or phone network. Limits
 * meant for guessers spread over an account or an address never refuse a known pair (its own failures still count),
 * so a guesser behind the same carrier NAT or office address cannot lock the people who log in from there out.
 * Kept in the limits' store (Redis with several instances), one key per pair, for KNOWN_PAIR_MS.
 */
export class KnownPairs {
  private readonly store: Store;
  private readonly seen = new WeakMap<Request, Promise<boolean>>();

  constructor(
    store: Store | undefined,
    private readonly pairKey: (req: Request) => string,
  ) {
    this.store = store ?? new MemoryStore();
    void this.store.init?.({ windowMs: KNOWN_PAIR_MS } as Options);
  }

  /** Whether this request's pair logged in lately (asked once per request, whatever the number of limits). */
  has(req: Request): Promise<boolean> {
    let known = this.seen.get(req);
    if (!known) {
      known = Promise.resolve(this.store.get?.(this.pairKey(req))).then(
        (info) => (info?.totalHits ?? 0) > 0,
        () => false,
      );
      this.seen.set(req, known);
    }
    return known;
  }

  /** After a successful login. Best effort: a pair that could not be remembered is only not vouched for. */
  remember(req: Request): void {
    void Promise.resolve(this.store.increment(this.pairKey(req))).catch(() => undefined);
  }
}
