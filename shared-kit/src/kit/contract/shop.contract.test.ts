/** @jest-environment node */
import type { Coupon } from '../types/provider-types';
import { SHIPPING, startContractSandbox } from './sandbox-harness';

/** Card, catalog, buying, next goal, reselling, ordering and orders (SHOP-COUPON-1). */
const provider = startContractSandbox();

function couponOf(coupons: Coupon[], identifier: string): Coupon {
  const coupon = coupons.find((candidate) => candidate.identifier === identifier);
  if (!coupon) throw new Error(`${identifier} is not in the sandbox catalog`);
  return coupon;
}

describe('kit ↔ sandbox: card and catalog', () => {
  it('one card slot whose loyalty card holds the star balance', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.setStars(email, 420);
    const slots = await kit.getCardSlots();
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({
      loyalty_card: { data: { available_points: 420, pending_points: 0 } },
      next_goal: null,
    });
    await expect(kit.getCard()).resolves.toMatchObject({
      identifier: expect.any(String),
      data: { available_points: 420 },
    });
    await expect(kit.getStarBalance()).resolves.toBe(420);
    // The deprecated read goes through POST …/sdk/card, as kit 1.4.8 did.
    await expect(kit.getCardDetails()).resolves.toMatchObject({ data: { available_points: 420 } });
  });

  it('exactly one catalog of goodies with their pictures', async () => {
    const { kit } = await provider.signedUpKit();
    const catalog = await kit.getCatalog();
    expect(catalog).toMatchObject({ identifier: 'la-grande-boutique', name: 'La Grande Boutique' });
    expect(catalog.coupons.length).toBeGreaterThanOrEqual(12);
    const mug = couponOf(catalog.coupons, 'goody-mug');
    expect(mug).toMatchObject({ value: 90, key_for_display: 'pack-goodies', stock: null, resellable_as_fidzs: true });
    for (const url of [mug.image_url, mug.image_url_1x, mug.image_url_2x, mug.image_url_3x])
      expect(url).toMatch(/^http:\/\/localhost:4000\/assets\/goodies\/goody-mug/);
    await expect(kit.getCardCatalog()).resolves.toEqual([catalog]);
    // The deprecated rewards: the same coupons, each with its numeric reward id (selectTargetReward takes it).
    const rewards = await kit.getRewards();
    expect(rewards.map(({ id: _id, ...coupon }) => coupon)).toEqual(catalog.coupons);
    expect(rewards.every((reward) => Number.isInteger(reward.id))).toBe(true);
  });

  it('the same catalog without a user, for the logged-out shop view (partner call)', async () => {
    const { kit: userKit } = await provider.signedUpKit();
    const anonymous = await provider.kit();
    await expect(anonymous.getPublicCatalog()).resolves.toEqual(await userKit.getCatalog());
  });
});

describe('kit ↔ sandbox: buying and reselling coupons', () => {
  it('buys, lists and cancels; not_enough_points and not_buyable leave the stars untouched', async () => {
    const { kit, email } = await provider.signedUpKit();
    const { coupons } = await kit.getCatalog();
    const keyRing = couponOf(coupons, 'goody-key-ring-star');
    await expect(kit.buyCoupon(keyRing)).rejects.toMatchObject({
      code: 'not_enough_points',
      status: 400,
      user_message: 'Vous n’avez pas assez d’étoiles pour ce cadeau.',
    });
    await provider.setStars(email, 150);
    await expect(kit.buyCoupon(couponOf(coupons, 'goody-cap'))).rejects.toMatchObject({
      code: 'not_buyable',
      user_message: 'Ce cadeau n’est plus disponible.',
    });
    await expect(kit.buyCoupon({ identifier: 'pas-un-cadeau' })).rejects.toMatchObject({ code: 'not_buyable' });
    await expect(kit.getStarBalance()).resolves.toBe(150);

    const bought = await kit.buyCoupon(keyRing);
    expect(bought).toMatchObject({
      earned_coupon: { coupon_identifier: keyRing.identifier, state: 'earned', resellable_as_fidzs: true },
      card: { data: { available_points: 100 } },
    });
    await expect(kit.getEarnedCoupons()).resolves.toEqual([
      expect.objectContaining({ identifier: bought.earned_coupon.identifier }),
    ]);
    await expect(kit.cancelCoupon(bought.earned_coupon)).resolves.toMatchObject({
      card: { data: { available_points: 150 } },
    });
    await expect(kit.cancelCoupon(bought.earned_coupon)).rejects.toMatchObject({
      code: 'not_cancelable',
      user_message: 'Cet achat ne peut plus être annulé.',
    });
    await expect(kit.getEarnedCoupons()).resolves.toEqual([expect.objectContaining({ state: 'cancelled' })]);
  });

  it('resells as points; as fidzs only when resellable_as_fidzs, refused by the kit and by the provider', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.setStars(email, 300);
    const apron = await kit.buyCoupon({ identifier: 'goody-apron' });
    expect(apron.earned_coupon.resellable_as_fidzs).toBe(false);
    await expect(kit.resellCouponAsFidzs(apron.earned_coupon)).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'coupon.resellable_as_fidzs',
      invalid_reason: 'not_resellable',
    });
    // A caller that claims the flag anyway meets the provider's own check.
    await expect(kit.resellCouponAsFidzs({ ...apron.earned_coupon, resellable_as_fidzs: true })).rejects.toMatchObject({
      code: 'not_resellable',
      status: 400,
    });

    const resold = await kit.resellCouponAsPoints(apron.earned_coupon);
    expect(resold).toMatchObject({ earned_coupon: { state: 'resold' }, card: { data: { available_points: 300 } } });
    await expect(kit.resellCouponAsPoints(apron.earned_coupon)).rejects.toMatchObject({ code: 'not_cancelable' });

    const mug = await kit.buyCoupon({ identifier: 'goody-mug' });
    await expect(kit.resellCouponAsFidzs(mug.earned_coupon)).resolves.toMatchObject({
      earned_coupon: { state: 'resold' },
      card: { data: { available_points: 210 } },
    });
    await expect(kit.getPot()).resolves.toMatchObject({ pot: { amount_cents: 90 } });
  });
});

describe('kit ↔ sandbox: next goal', () => {
  it('selects, replaces and cancels the one next goal shown on the card slot', async () => {
    const { kit } = await provider.signedUpKit();
    const { coupons } = await kit.getCatalog();
    await expect(kit.selectCouponAsNextGoal(couponOf(coupons, 'goody-speaker'))).resolves.toMatchObject({
      next_goal: { identifier: 'goody-speaker', value: 500 },
      card: { data: { available_points: 0 } },
    });
    await kit.selectCouponAsNextGoal(couponOf(coupons, 'goody-headset'));
    await expect(kit.getCardSlots()).resolves.toEqual([
      expect.objectContaining({ next_goal: expect.objectContaining({ identifier: 'goody-headset' }) }),
    ]);
    await expect(kit.cancelCouponAsNextGoal(couponOf(coupons, 'goody-speaker'))).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(kit.cancelCouponAsNextGoal(couponOf(coupons, 'goody-headset'))).resolves.toMatchObject({
      next_goal: null,
    });
    await expect(kit.getCardSlots()).resolves.toEqual([expect.objectContaining({ next_goal: null })]);
    await expect(kit.selectCouponAsNextGoal(couponOf(coupons, 'goody-cap'))).rejects.toMatchObject({
      code: 'not_buyable',
    });
  });

  it('the deprecated selectTargetReward picks the goal by the reward id', async () => {
    const { kit } = await provider.signedUpKit();
    const response = await fetch(
      `${provider.baseUrl}/api/fidmarques/v1/sdk/rewards?access_token=${kit.session.accessToken ?? ''}`,
      { method: 'POST' },
    );
    const { rewards } = (await response.json()) as { rewards: { id: number; identifier: string }[] };
    const pack = rewards.find((reward) => reward.identifier === 'goody-pack');
    if (!pack) throw new Error('goody-pack is not among the rewards');
    await expect(kit.selectTargetReward({ id: pack.id })).resolves.toMatchObject({
      next_goal: { identifier: 'goody-pack' },
    });
  });
});

describe('kit ↔ sandbox: ordering goodies', () => {
  it('orders a goody to an address, debits the stars and lists the orders newest first', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.setStars(email, 200);
    const { coupons } = await kit.getCatalog();
    const ordered = await kit.orderGoody(couponOf(coupons, 'goody-mug'), SHIPPING);
    expect(ordered).toMatchObject({
      order: {
        status: 'pending',
        coupon_identifier: 'goody-mug',
        value: 90,
        user_informations: SHIPPING,
        goody: { identifier: 'goody-mug' },
      },
      card: { data: { available_points: 110 } },
    });
    const second = await kit.orderGoody(couponOf(coupons, 'goody-key-ring-star'), {
      ...SHIPPING,
      address_2: 'Bâtiment B',
    });
    await expect(kit.getAllOrders()).resolves.toEqual([
      expect.objectContaining({ id: second.order.id, coupon_identifier: 'goody-key-ring-star' }),
      expect.objectContaining({ id: ordered.order.id }),
    ]);
    await provider.control('PUT', `/orders/${ordered.order.id}/status`, { status: 'shipped' });
    await expect(kit.getAllOrders()).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ordered.order.id, status: 'shipped' })]),
    );
    await expect(kit.getStarBalance()).resolves.toBe(60);
  });

  it('carries the order a unit belongs to: the provider lists it with each unit', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.setStars(email, 200);
    const { coupons } = await kit.getCatalog();
    const keyRing = couponOf(coupons, 'goody-key-ring-star');
    await kit.orderGoody(keyRing, SHIPPING, 'panier-42');
    await kit.orderGoody(keyRing, SHIPPING, 'panier-42');
    const orders = await kit.getAllOrders();
    expect(orders.map((order) => order.order_reference)).toEqual(['panier-42', 'panier-42']);
    await expect(kit.orderGoody(keyRing, SHIPPING, 42 as unknown as string)).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'orderReference',
    });
  });

  it('refuses an order without stars, of a sold-out goody or without a city', async () => {
    const { kit, email } = await provider.signedUpKit();
    await expect(kit.orderGoody({ identifier: 'goody-mug' }, SHIPPING)).rejects.toMatchObject({
      code: 'not_enough_points',
    });
    await provider.setStars(email, 1000);
    await expect(kit.orderGoody({ identifier: 'goody-cap' }, SHIPPING)).rejects.toMatchObject({ code: 'not_buyable' });
    const { city: _city, ...withoutCity } = SHIPPING;
    await expect(kit.orderGoody({ identifier: 'goody-mug' }, withoutCity)).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'user_informations.city',
      invalid_reason: 'blank',
    });
    await expect(kit.getAllOrders()).resolves.toEqual([]);
    await expect(kit.getStarBalance()).resolves.toBe(1000);
  });
});
