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
  const stored = new Map<string, number>();
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
      add: async (key: string, value: number) => {
        check();
        stored.set(key, Math.max(value, stored.get(key) ?? value));
      },
      read: async (keys: string[]) => {
        check();
        return keys.map((key) => stored.get(key) ?? null);
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
      add: async (key: string, value: number) => {
        if (full) throw new Error('OOM command not allowed');
        await redis.shared.add(key, value);
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

describe('sessions ended by a password change', () => {
  it('ends the sessions of the owner issued before the change, not those issued at or after it', async () => {
    const revoked = new RevokedTokens(60_000);
    await revoked.endSessionsBefore(['id:7', 'email:camille@example.fr'], 5_000);
    expect(await revoked.isRevoked({ token: 'autre', owner: 'id:7', issuedAt: 4_999 })).toBe(true);
    expect(await revoked.isRevoked({ token: 'celui-ci', owner: 'id:7', issuedAt: 5_000 })).toBe(false);
    // An older cookie, named by its e-mail only, is ended too; someone else is not.
    expect(await revoked.isRevoked({ token: 'vieux', owner: 'email:camille@example.fr', issuedAt: 10 })).toBe(true);
    expect(await revoked.isRevoked({ token: 'voisin', owner: 'id:8', issuedAt: 10 })).toBe(false);
  });

  it('is shared: another instance ends them too, and keeps the latest change', async () => {
    const redis = flakyShared();
    const here = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    const elsewhere = new RevokedTokens(60_000, 10, Date.now, redis.shared);
    await here.endSessionsBefore(['id:9'], 8_000);
    await elsewhere.endSessionsBefore(['id:9'], 6_000);
    expect(await elsewhere.isRevoked({ token: 'x', owner: 'id:9', issuedAt: 7_000 })).toBe(true);
    expect(await here.isRevoked({ token: 'y', owner: 'id:9', issuedAt: 8_000 })).toBe(false);
  });
});
