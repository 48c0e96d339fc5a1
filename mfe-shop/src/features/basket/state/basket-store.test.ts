import { waitFor } from '@testing-library/react';
import { EventBus, SessionStore, type Coupon } from 'shared-kit';
import { fakeSession } from 'shared-ui/testing';
import { BasketStore } from './basket-store';

const coupon = (identifier: string, value: number): Coupon => ({
  identifier,
  name: identifier,
  value,
  image_url: '',
  stock: null,
});
const mug = coupon('goody-mug', 90);
const bag = coupon('goody-tote-bag', 120);
const coupons = new Map([mug, bag].map((item) => [item.identifier, item]));

function setup(initial = [{ couponIdentifier: 'goody-mug', quantity: 1 }]) {
  const bus = new EventBus();
  const changes: unknown[] = [];
  bus.on('basket:changed', (payload) => changes.push(payload));
  const session = fakeSession({ basket: initial });
  return { store: new BasketStore(session, bus), session, saved: session.savedBaskets, changes };
}

describe('BasketStore', () => {
  it('starts from the session basket (restored after a reload)', () => {
    const { store } = setup();
    expect(store.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 1 }]);
    expect(store.count).toBe(1);
  });

  it('adds within the stars, saves to the session and announces basket:changed once saved', async () => {
    const { store, saved, changes, session } = setup();
    expect(store.add({ coupon: bag, quantity: 1, available: 210, coupons })).toEqual({ allowed: true });
    expect(store.count).toBe(2);
    await store.flushed();
    expect(saved).toEqual([
      [
        { couponIdentifier: 'goody-mug', quantity: 1 },
        { couponIdentifier: 'goody-tote-bag', quantity: 1 },
      ],
    ]);
    expect(session.basket.purchases).toHaveLength(2);
    expect(changes).toEqual([{ purchases: saved[0] }]);
  });

  it('refuses an add over the stars and changes nothing', async () => {
    const { store, saved } = setup();
    expect(store.add({ coupon: mug, quantity: 2, available: 269, coupons })).toEqual({
      allowed: false,
      reason: 'not_enough_stars',
      missing: 1,
    });
    await store.flushed();
    expect(saved).toEqual([]);
    expect(store.quantityOf('goody-mug')).toBe(1);
  });

  it('merges units of the same goody, lowers and removes lines', async () => {
    const { store, saved } = setup();
    store.add({ coupon: mug, quantity: 2, available: 1000, coupons });
    expect(store.quantityOf('goody-mug')).toBe(3);
    store.setQuantity('goody-mug', 1);
    store.remove('goody-mug');
    await store.flushed();
    expect(saved.map((purchases) => purchases.map((purchase) => purchase.quantity))).toEqual([[3], [1], []]);
    expect(store.purchases).toEqual([]);
  });

  it('puts a removed line back where it was, with its quantity (« Annuler »), and saves it', async () => {
    const { store, saved } = setup([
      { couponIdentifier: 'goody-mug', quantity: 2 },
      { couponIdentifier: 'goody-tote-bag', quantity: 3 },
      { couponIdentifier: 'goody-apron', quantity: 1 },
    ]);
    const removed = store.remove('goody-tote-bag');
    expect(removed).toEqual({ purchase: { couponIdentifier: 'goody-tote-bag', quantity: 3 }, index: 1 });
    expect(store.purchases.map((line) => line.couponIdentifier)).toEqual(['goody-mug', 'goody-apron']);
    store.restore(removed!);
    expect(store.purchases).toEqual([
      { couponIdentifier: 'goody-mug', quantity: 2 },
      { couponIdentifier: 'goody-tote-bag', quantity: 3 },
      { couponIdentifier: 'goody-apron', quantity: 1 },
    ]);
    await store.flushed();
    expect(saved.at(-1)).toEqual(store.purchases);
    expect(store.remove('not-in-basket')).toBeNull();
  });

  it('adds the restored quantity to units of the same goody put in the basket since', async () => {
    const { store } = setup();
    const removed = store.remove('goody-mug')!;
    store.add({ coupon: mug, quantity: 1, available: 1000, coupons });
    store.restore(removed);
    expect(store.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 2 }]);
  });

  it('takes one unit out per ordered goody after a partial order', async () => {
    const { store } = setup([
      { couponIdentifier: 'goody-mug', quantity: 2 },
      { couponIdentifier: 'goody-tote-bag', quantity: 1 },
    ]);
    store.removeOrderedUnits(['goody-mug', 'goody-tote-bag']);
    await store.flushed();
    expect(store.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 1 }]);
  });

  it('says so when the session could not save, and falls back to what the session holds', async () => {
    const { store, session, changes } = setup();
    session.saveBasket.mockRejectedValueOnce(new Error('session down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.add({ coupon: bag, quantity: 1, available: 1000, coupons });
    await store.flushed();
    expect(store.saveError).toBe(true);
    expect(store.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 1 }]);
    expect(changes).toEqual([]);
  });
});

describe('BasketStore in two tabs of one browser', () => {
  it('follows the basket another tab saved: the session is read again, and the basket with it', async () => {
    const bus = new EventBus();
    const answers = [
      { user: null, basket: { purchases: [] } },
      { user: null, basket: { purchases: [{ couponIdentifier: 'goody-mug', quantity: 3 }] } },
    ];
    const fetch = jest.fn(async () => {
      const body = JSON.stringify(answers.shift());
      return { ok: true, status: 200, text: async () => body };
    });
    const session = new SessionStore({ bus, fetch });
    await session.load();
    const store = new BasketStore(session, bus);
    expect(store.count).toBe(0);

    bus.emit('basket:changed', { purchases: [{ couponIdentifier: 'goody-mug', quantity: 3 }] }, 'other-tab');
    await waitFor(() => expect(store.count).toBe(3));
    expect(store.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 3 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
