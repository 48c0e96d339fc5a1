import { coupon } from '../../../testing/fake-shop-kit';
import { placeOrder, unitsOf } from './place-order';

const mug = coupon('goody-mug', 'Mug', 90);
const bag = coupon('goody-tote-bag', 'Tote bag', 120);
const coupons = new Map([mug, bag].map((item) => [item.identifier, item]));
const info = { first_name: 'Camille' };

describe('placeOrder (SHOP-ORDER-2)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('expands lines into one unit each, skipping goodies that left the catalogue', () => {
    expect(
      unitsOf(
        [
          { couponIdentifier: 'goody-mug', quantity: 2 },
          { couponIdentifier: 'gone', quantity: 1 },
          { couponIdentifier: 'goody-tote-bag', quantity: 1 },
        ],
        coupons,
      ).map((unit) => unit.identifier),
    ).toEqual(['goody-mug', 'goody-mug', 'goody-tote-bag']);
  });

  it('sends units one at a time and reports progress', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const orderGoody = jest.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return { order: {}, card: {} } as never;
    });
    const progress: string[] = [];
    const result = await placeOrder({ orderGoody }, [mug, mug, bag], info, (done, total) =>
      progress.push(`${done}/${total}`),
    );
    expect(result).toEqual({ outcome: 'all', ordered: ['goody-mug', 'goody-mug', 'goody-tote-bag'], failed: [] });
    expect(maxInFlight).toBe(1);
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(orderGoody).toHaveBeenNthCalledWith(3, bag, info, expect.any(String));
  });

  it('sends every unit of one order with the same reference, and another order with another', async () => {
    const orderGoody = jest.fn(async (..._args: unknown[]) => ({ order: {}, card: {} }) as never);
    await placeOrder({ orderGoody }, [mug, mug, bag], info, () => undefined);
    const references = new Set(orderGoody.mock.calls.map((call) => call[2]));
    expect(references.size).toBe(1);
    const [first] = [...references];
    expect(first).toEqual(expect.any(String));
    orderGoody.mockClear();
    await placeOrder({ orderGoody }, [mug], info, () => undefined);
    expect(orderGoody.mock.calls[0]?.[2]).not.toBe(first);
  });

  it('is none when every unit fails', async () => {
    const orderGoody = jest.fn(async () => Promise.reject(new Error('500')));
    expect(await placeOrder({ orderGoody }, [mug, bag], info, () => undefined)).toEqual({
      outcome: 'none',
      ordered: [],
      failed: ['goody-mug', 'goody-tote-bag'],
    });
  });

  it('is partial when some fail, and keeps going after a failure', async () => {
    const orderGoody = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('not_buyable'))
      .mockResolvedValueOnce({});
    expect(await placeOrder({ orderGoody }, [mug, bag, mug], info, () => undefined)).toEqual({
      outcome: 'partial',
      ordered: ['goody-mug', 'goody-mug'],
      failed: ['goody-tote-bag'],
    });
  });
});
