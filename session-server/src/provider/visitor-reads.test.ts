import type { CardSlot, Catalog } from 'shared-kit/contracts';
import { serverVisitor as visitor } from '../test-support/server-visitor';
import {
  readPageData,
  SERVER_READ_TIMEOUT_MS,
  serverReads,
  VISITOR_CATALOG_TTL_MS,
  VISITOR_READS_TTL_MS,
} from './server-reads';
import { sourceWith } from '../test-support/reads-source';

const slots = (points: number) => [{ loyalty_card: { data: { available_points: points } } }] as unknown as CardSlot[];
const catalog = (name: string) => ({ identifier: 'la-grande-boutique', name, coupons: [] }) as unknown as Catalog;

/** A provider read that answers only when told, and says whether it was cancelled. */
function heldRead<T>() {
  const calls: { signal: AbortSignal | undefined; answer: (value: T) => void }[] = [];
  const read = jest.fn(
    (_token: string, signal?: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, answer: resolve });
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  return { read, calls };
}

describe("a visitor's own reads", () => {
  it('are kept a moment for that token and writes mark only: another visitor, a write, a reload or time reads anew', async () => {
    // Not 0: lru-cache takes a start time of 0 for none.
    let clock = 1_000;
    let points = 10;
    const cardSlots = jest.fn(async (token: string) => slots(token === 'token-anna' ? points : 99));
    const read = serverReads({ source: sourceWith({ cardSlots }), now: () => clock });
    const anna = visitor('anna');
    expect(await read('card-slots', anna, { writes: 'w1' })).toEqual(slots(10));
    points = 20;
    // A burst of her pages: one read.
    expect(await read('card-slots', anna, { writes: 'w1' })).toEqual(slots(10));
    expect(cardSlots).toHaveBeenCalledTimes(1);
    // Never another visitor's.
    expect(await read('card-slots', visitor('bob'), { writes: 'w1' })).toEqual(slots(99));
    // After a write of hers (a new mark): read anew, then kept under it.
    expect(await read('card-slots', anna, { writes: 'w2' })).toEqual(slots(20));
    expect(await read('card-slots', anna, { writes: 'w2' })).toEqual(slots(20));
    points = 30;
    // A reload asks afresh.
    expect(await read('card-slots', anna, { writes: 'w2', fresh: true })).toEqual(slots(30));
    points = 40;
    clock += VISITOR_READS_TTL_MS + 1;
    expect(await read('card-slots', anna, { writes: 'w2' })).toEqual(slots(40));
    expect(await read('card-slots')).toBeNull();
    expect(cardSlots.mock.calls.map(([token]) => token)).toEqual([
      'token-anna',
      'token-bob',
      'token-anna',
      'token-anna',
      'token-anna',
    ]);
  });

  it('are read once for the requests of one visitor arriving together', async () => {
    const held = heldRead<CardSlot[]>();
    const read = serverReads({ source: sourceWith({ cardSlots: held.read }) });
    const pages = [1, 2, 3].map(() => read('card-slots', visitor('anna'), { writes: 'w1' }));
    expect(held.read).toHaveBeenCalledTimes(1);
    held.calls[0]?.answer(slots(5));
    await expect(Promise.all(pages)).resolves.toEqual([slots(5), slots(5), slots(5)]);
  });

  it('are not kept when the provider refuses them', async () => {
    const cardSlots = jest.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(slots(7));
    const read = serverReads({ source: sourceWith({ cardSlots }), onError: () => undefined });
    expect(await read('card-slots', visitor('anna'))).toBeNull();
    expect(await read('card-slots', visitor('anna'))).toEqual(slots(7));
    expect(cardSlots).toHaveBeenCalledTimes(2);
  });
});

describe("the catalogue of a logged-in visitor's shop", () => {
  it('is one partner read shared by every visitor, read anew when old, on a reload or after a write', async () => {
    let clock = 0;
    let version = 1;
    const publicCatalog = jest.fn(async () => catalog(`v${version}`));
    const read = serverReads({ source: sourceWith({ publicCatalog }), now: () => clock });
    expect(await read('catalog', visitor('anna'), { writes: 'a1' })).toEqual(catalog('v1'));
    version = 2;
    expect(await read('catalog', visitor('bob'))).toEqual(catalog('v1'));
    expect(await read('public-catalog')).toEqual(catalog('v1'));
    expect(publicCatalog).toHaveBeenCalledTimes(1);
    // Anna ordered (her writes mark moved): her next shop shows the stock after her order.
    expect(await read('catalog', visitor('anna'), { writes: 'a2' })).toEqual(catalog('v2'));
    version = 3;
    expect(await read('catalog', visitor('bob'), { fresh: true })).toEqual(catalog('v3'));
    version = 4;
    clock = VISITOR_CATALOG_TTL_MS + 1;
    expect(await read('catalog', visitor('bob'))).toEqual(catalog('v4'));
    // Nobody's token in a shared read; no catalogue for a page without a visitor under the visitor's id.
    expect(publicCatalog.mock.calls.every((args) => !(args as unknown[]).some((arg) => typeof arg === 'string'))).toBe(
      true,
    );
    expect(await read('catalog')).toBeNull();
    expect(publicCatalog).toHaveBeenCalledTimes(4);
  });
});

describe('reads nobody waits for any more', () => {
  it('are cancelled at the page deadline (a slow provider leaves no socket open)', async () => {
    jest.useFakeTimers();
    try {
      const held = heldRead<CardSlot[]>();
      const read = serverReads({ source: sourceWith({ cardSlots: held.read }) });
      const data = readPageData(read, ['card-slots'], visitor('anna'));
      await jest.advanceTimersByTimeAsync(SERVER_READ_TIMEOUT_MS);
      await expect(data).resolves.toEqual({});
      expect(held.calls[0]?.signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('are cancelled when the visitor leaves, but not while another page still waits for them', async () => {
    const held = heldRead<CardSlot[]>();
    const read = serverReads({ source: sourceWith({ cardSlots: held.read }) });
    const first = new AbortController();
    const second = new AbortController();
    const pages = [first, second].map((left) =>
      readPageData(read, ['card-slots'], visitor('anna'), { signal: left.signal, writes: 'w' }),
    );
    expect(held.read).toHaveBeenCalledTimes(1);
    first.abort();
    await expect(pages[0]).resolves.toEqual({});
    expect(held.calls[0]?.signal?.aborted).toBe(false);
    second.abort();
    await expect(pages[1]).resolves.toEqual({});
    expect(held.calls[0]?.signal?.aborted).toBe(true);
  });
});
