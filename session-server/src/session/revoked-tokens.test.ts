import { RevokedTokens } from './revoked-tokens';

describe('revoked tokens record', () => {
  it('knows a revoked token until the token itself would have expired', async () => {
    let now = 1_000;
    const revoked = new RevokedTokens(500, 10, () => now);
    await revoked.add('jeton-a');
    expect(await revoked.has('jeton-a')).toBe(true);
    expect(await revoked.has('jeton-b')).toBe(false);
    now += 499;
    expect(await revoked.has('jeton-a')).toBe(true);
    now += 2;
    expect(await revoked.has('jeton-a')).toBe(false);
    // Expired records go at the next addition: the record does not grow with time.
    await revoked.add('jeton-c');
    expect(revoked.size).toBe(1);
  });

  it('stays within its bound, dropping the oldest records first', async () => {
    const revoked = new RevokedTokens(60_000, 3);
    for (const token of ['un', 'deux', 'trois', 'quatre']) await revoked.add(token);
    expect(revoked.size).toBe(3);
    expect(await revoked.has('un')).toBe(false);
    expect(await revoked.has('quatre')).toBe(true);
  });
});

/** A shared store that can be turned off, as Redis stopped or refusing writes would be. */
function flakyShared() {
  const stored = new Set<string>();
  const reconnect: (() => void)[] = [];
  const state = { up: true };
  const check = () => {
    if (!state.up) throw new Error('Redis connection reconnecting');
  };
  return {
    state,
    stored,
    back: () => {
      state.up = true;
      for (const listener of reconnect) listener();
    },
    shared: {
      add: async (digest: string) => {
        check();
        stored.add(digest);
      },
      has: async (digest: string) => {
        check();
        return stored.has(digest);
      },
      onReconnect: (listener: () => void) => reconnect.push(listener),
    },
  };
}

describe('revoked tokens shared between instances', () => {
  it('keeps a copy of what it read from the shared store: it still holds once the store is away', async () => {
    const redis = flakyShared();
    const elsewhere = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    const here = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    await elsewhere.add('jeton-a');
    expect(await here.has('jeton-a')).toBe(true);
    redis.state.up = false;
    expect(await here.has('jeton-a')).toBe(true);
    // Not seen here before the outage: not known (the log says so).
    await elsewhere.add('jeton-b');
    expect(await here.has('jeton-b')).toBe(false);
  });

  it('writes the logouts it took while the store was away as soon as the store is back', async () => {
    const redis = flakyShared();
    const here = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    const elsewhere = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    redis.state.up = false;
    await here.add('jeton-c');
    expect(await here.has('jeton-c')).toBe(true);
    expect(here.pending).toBe(1);
    redis.back();
    await new Promise((resolve) => setImmediate(resolve));
    expect(here.pending).toBe(0);
    expect(await elsewhere.has('jeton-c')).toBe(true);
  });

  it('tries its unwritten logouts again while the store answers reads (writes refused, then room again)', async () => {
    let now = 10_000;
    const redis = flakyShared();
    let full = true;
    const shared = {
      ...redis.shared,
      add: async (digest: string) => {
        if (full) throw new Error('OOM command not allowed');
        await redis.shared.add(digest);
      },
    };
    const here = new RevokedTokens(60_000, 10, () => now, shared);
    await here.add('jeton-d');
    expect(here.pending).toBe(1);
    full = false;
    // At most once a second.
    await here.has('autre');
    expect(here.pending).toBe(1);
    now += 1_000;
    await here.has('autre');
    await new Promise((resolve) => setImmediate(resolve));
    expect(here.pending).toBe(0);
    expect(redis.stored.size).toBe(1);
  });
});
