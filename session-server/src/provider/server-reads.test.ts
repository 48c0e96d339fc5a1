import type { Catalog } from 'shared-kit/contracts';
import { serverReads } from './server-reads';

const catalog = (name: string) => ({ identifier: 'la-grande-boutique', name, coupons: [] }) as unknown as Catalog;

describe('reads for server-rendered pages', () => {
  it('reads the public catalogue once per minute whatever the number of pages', async () => {
    let clock = 0;
    const publicCatalog = jest.fn(async () => catalog('v1'));
    const read = serverReads({ source: { publicCatalog }, now: () => clock });
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
    const read = serverReads({ source: { publicCatalog }, now: () => clock });
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
    const read = serverReads({ source: { publicCatalog }, now: () => clock, onError: (error) => errors.push(error) });
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
});
