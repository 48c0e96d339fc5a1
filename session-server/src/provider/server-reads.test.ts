import type { Catalog, ServerVisitor } from 'shared-kit/contracts';
import { readPageData, SERVER_READ_TIMEOUT_MS, serverReads, type ServerReader } from './server-reads';
import { sourceWith } from '../test-support/reads-source';

const catalog = (name: string) => ({ identifier: 'la-grande-boutique', name, coupons: [] }) as unknown as Catalog;

describe('reads for server-rendered pages', () => {
  it('reads the public catalogue once per minute whatever the number of pages', async () => {
    let clock = 0;
    const publicCatalog = jest.fn(async () => catalog('v1'));
    const read = serverReads({ source: sourceWith({ publicCatalog }), now: () => clock });
    await Promise.all([read('public-catalog'), read('public-catalog'), read('public-catalog')]);
    clock = 59_000;
    expect(await read('public-catalog')).toEqual(catalog('v1'));
    expect(publicCatalog).toHaveBeenCalledTimes(1);
  });

  it('serves the last answer while a new read runs, and the new one after', async () => {
    let clock = 0;
    let answer = catalog('v1');
    let finish: () => void = () => undefined;
    const publicCatalog = jest.fn(() =>
      new Promise<Catalog>((resolve) => (finish = () => resolve(answer))).then((value) => value),
    );
    const read = serverReads({ source: sourceWith({ publicCatalog }), now: () => clock });
    const first = read('public-catalog');
    finish();
    expect(await first).toEqual(catalog('v1'));
    clock = 61_000;
    answer = catalog('v2');
    // Stale but at once: the page never waits once the provider has answered once.
    expect(await read('public-catalog')).toEqual(catalog('v1'));
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read('public-catalog')).toEqual(catalog('v2'));
  });

  it('keeps the last good answer when the provider fails, and gives null before any', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const publicCatalog = jest.fn(async (): Promise<Catalog> => {
      throw new Error('provider down');
    });
    const read = serverReads({
      source: sourceWith({ publicCatalog }),
      now: () => clock,
      onError: (error) => errors.push(error),
    });
    expect(await read('public-catalog')).toBeNull();
    expect(errors).toHaveLength(1);
    publicCatalog.mockResolvedValueOnce(catalog('v1'));
    clock = 1;
    expect(await read('public-catalog')).toEqual(catalog('v1'));
    clock = 61_001;
    expect(await read('public-catalog')).toEqual(catalog('v1'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read('public-catalog')).toEqual(catalog('v1'));
  });

  it("reads each of a visitor's lists from its own source, with their token", async () => {
    const visitor = { user: { tokens: { accessToken: 'tok' } }, basket: { purchases: [] } } as unknown as ServerVisitor;
    const orders = jest.fn(async () => [{ id: 1 }] as never);
    const userInformations = jest.fn(async () => [{ id: 2 }] as never);
    const playedCodes = jest.fn(async () => [{ code: 'ABC' }] as never);
    const read = serverReads({ source: sourceWith({ orders, userInformations, playedCodes }) });
    expect(await read('orders', visitor)).toEqual([{ id: 1 }]);
    expect(await read('user-informations', visitor)).toEqual([{ id: 2 }]);
    expect(await read('played-codes', visitor)).toEqual([{ code: 'ABC' }]);
    expect(await read('orders')).toBeNull();
    const tokens = (calls: unknown[][]) => calls.map(([token]) => token);
    expect([orders.mock.calls, userInformations.mock.calls, playedCodes.mock.calls].map(tokens)).toEqual([
      ['tok'],
      ['tok'],
      ['tok'],
    ]);
  });

  it("gives null for a visitor's read the provider refuses (the browser's kit reads it then)", async () => {
    const errors: unknown[] = [];
    const read = serverReads({
      source: sourceWith({ receipts: () => Promise.reject(new Error('401')) }),
      onError: (error) => errors.push(error),
    });
    const visitor = { user: { tokens: { accessToken: 'old' } }, basket: { purchases: [] } } as unknown as ServerVisitor;
    expect(await read('receipts', visitor)).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('the data a page names, read for its draw', () => {
  const visitor = { user: { tokens: { accessToken: 'token-anna' } } } as unknown as ServerVisitor;

  it('reads each id the plan names at once, a visitor’s own only for their page', async () => {
    const read = jest.fn(async (id: string) => (id === 'public-catalog' ? catalog('public') : [{ id }]));
    const forAnna = await readPageData(read as unknown as ServerReader, ['card-slots', 'public-catalog'], visitor);
    expect(forAnna).toEqual({ 'card-slots': [{ id: 'card-slots' }], 'public-catalog': catalog('public') });
    expect(read).toHaveBeenCalledWith(
      'card-slots',
      visitor,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    read.mockClear();
    const anonymous = await readPageData(read as unknown as ServerReader, ['card-slots', 'public-catalog'], null);
    expect(anonymous).toEqual({ 'public-catalog': catalog('public') });
    expect(read.mock.calls.map(([id]) => id)).toEqual(['public-catalog']);
  });

  it('draws without a read that fails or answers after the deadline (the browser reads it then)', async () => {
    jest.useFakeTimers();
    try {
      const late = new Promise<never>(() => undefined);
      const read = jest.fn((id: string) =>
        id === 'catalog' ? late : id === 'orders' ? Promise.reject(new Error('provider down')) : Promise.resolve([]),
      );
      const data = readPageData(read as unknown as ServerReader, ['catalog', 'orders', 'receipts'], visitor);
      await jest.advanceTimersByTimeAsync(SERVER_READ_TIMEOUT_MS);
      await expect(data).resolves.toEqual({ receipts: [] });
    } finally {
      jest.useRealTimers();
    }
  });
});
