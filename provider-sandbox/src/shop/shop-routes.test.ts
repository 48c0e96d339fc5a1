import request from 'supertest';
import { setStars } from '../card/stars';
import { GOODIES } from '../seed/goodies';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox();
});
afterAll(() => sandbox.close());

const shipping = {
  title: 'Mr',
  first_name: 'Paul',
  last_name: 'Durand',
  address_1: '12 avenue des Coquillettes',
  postal_code: '69001',
  city: 'Lyon',
  phone_number: '0611223344',
  external_email: 'paul@example.fr',
};

async function richUser(stars: number) {
  const user = await signUp(sandbox);
  setStars(sandbox.db, user.id, stars);
  return user;
}

describe('card and catalogue', () => {
  it('shows one card slot with the star balance', async () => {
    const { token } = await richUser(420);
    const response = await request(sandbox.app)
      .get('/api/fidmarquesv3/card_slots')
      .query({ access_token: token })
      .expect(200);
    expect(response.body.card_slots).toHaveLength(1);
    expect(response.body.card_slots[0].loyalty_card.data).toEqual({ available_points: 420, pending_points: 0 });
    const card = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/card')
      .query({ access_token: token })
      .expect(200);
    expect(card.body.card.data.available_points).toBe(420);
  });

  it('lists exactly one catalogue of at least 12 goodies whose images are served', async () => {
    const { token } = await signUp(sandbox);
    const response = await request(sandbox.app)
      .get('/api/fidmarquesv3/shopv3')
      .query({ access_token: token })
      .expect(200);
    expect(response.body.catalogs).toHaveLength(1);
    const coupons = response.body.catalogs[0].coupons as Record<string, string>[];
    expect(coupons.length).toBeGreaterThanOrEqual(12);
    expect(coupons[0]).toMatchObject({
      identifier: expect.any(String),
      name: expect.any(String),
      value: expect.any(Number),
      key_for_display: expect.any(String),
    });
    const first = coupons[0] as Record<string, string>;
    for (const variant of ['image_url', 'image_url_1x', 'image_url_2x', 'image_url_3x']) {
      const url = new URL(first[variant] as string);
      expect(url.origin).toBe('http://localhost:4000');
      const image = await request(sandbox.app).get(url.pathname).expect(200);
      expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
    await request(sandbox.app).get('/assets/goodies/unknown.svg').expect(404);
    await request(sandbox.app).post('/api/fidmarquesv3/card_catalog').query({ access_token: token }).expect(200);
    await request(sandbox.app).get('/api/fidmarquesv3/shopv3').expect(401);
  });

  it('serves the same catalogue to the logged-out shop view through the partner client_id only', async () => {
    const { token } = await signUp(sandbox);
    const withUser = await request(sandbox.app)
      .get('/api/fidmarquesv3/shopv3')
      .query({ access_token: token })
      .expect(200);
    const open = await request(sandbox.app)
      .get('/api/fidmarquesv3/public_catalog')
      .query({ client_id: 'la-grande-boutique-sandbox' })
      .expect(200);
    expect(open.body).toEqual(withUser.body);
    expect(
      open.body.catalogs[0].coupons.find((coupon: { identifier: string }) => coupon.identifier === 'goody-cap').stock,
    ).toBe(0);
    const missing = await request(sandbox.app).get('/api/fidmarquesv3/public_catalog').expect(403);
    expect(missing.body.code).toBe('forbidden');
    await request(sandbox.app).get('/api/fidmarquesv3/public_catalog').query({ client_id: 'someone-else' }).expect(403);
  });
});

describe('ordering goodies', () => {
  const mug = GOODIES.find((goody) => goody.identifier === 'goody-mug');
  const soldOut = GOODIES.find((goody) => goody.stock === 0);

  it('orders a goody, debits the stars and lists the order newest first', async () => {
    const { token } = await richUser(200);
    const response = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: mug?.identifier, user_informations: shipping })
      .expect(201);
    expect(response.body.card.data.available_points).toBe(200 - (mug?.value ?? 0));
    expect(response.body.order).toMatchObject({
      status: 'pending',
      coupon_identifier: 'goody-mug',
      name: 'Mug collector',
      value: mug?.value,
      user_informations: shipping,
    });
    await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-key-ring-star', user_informations: shipping })
      .expect(201);
    const orders = await request(sandbox.app).get('/api/kitv4/all_orders').query({ access_token: token }).expect(200);
    expect(orders.body.orders.map((order: { coupon_identifier: string }) => order.coupon_identifier)).toEqual([
      'goody-key-ring-star',
      'goody-mug',
    ]);
    expect(orders.body.orders[0].goody.identifier).toBe('goody-key-ring-star');
  });

  it('the units of one order (same order_reference) say one « commande enregistrée » per goody, with its count', async () => {
    const { token } = await richUser(500);
    const order = (coupon_identifier: string, order_reference?: string) =>
      request(sandbox.app)
        .post('/api/fidmarquesv3/shop_cart/order_goody')
        .query({ access_token: token })
        .send({ coupon_identifier, user_informations: shipping, order_reference })
        .expect(201);
    await order('goody-key-ring-star', 'panier-1');
    const second = await order('goody-key-ring-star', 'panier-1');
    expect(second.body.order.order_reference).toBe('panier-1');
    await order('goody-mug', 'panier-1');
    await order('goody-key-ring-star');
    const timeline = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, skip_limit: true, stream_class_names: ['order_placed'] })
      .expect(200);
    expect(timeline.body.messages.map((message: { text: string }) => message.text).sort()).toEqual([
      'Votre commande de 2\u00a0«\u00a0Porte-clés étoile\u00a0» est enregistrée (100 étoiles).',
      'Votre commande «\u00a0Mug collector\u00a0» est enregistrée (90 étoiles).',
      'Votre commande «\u00a0Porte-clés étoile\u00a0» est enregistrée (50 étoiles).',
    ]);
    const orders = await request(sandbox.app).get('/api/kitv4/all_orders').query({ access_token: token }).expect(200);
    expect(orders.body.orders.map((row: { order_reference: string | null }) => row.order_reference)).toEqual([
      null,
      'panier-1',
      'panier-1',
      'panier-1',
    ]);
  });

  it('answers not_enough_points and not_buyable without debiting', async () => {
    const { token } = await richUser(10);
    const poor = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-mug', user_informations: shipping })
      .expect(400);
    expect(poor.body).toMatchObject({
      code: 'not_enough_points',
      user_message: 'Vous n’avez pas assez d’étoiles pour ce cadeau.',
    });
    for (const identifier of [soldOut?.identifier, 'no-such-goody']) {
      const response = await request(sandbox.app)
        .post('/api/fidmarquesv3/shop_cart/order_goody')
        .query({ access_token: token })
        .send({ coupon_identifier: identifier, user_informations: shipping })
        .expect(400);
      expect(response.body.code).toBe('not_buyable');
    }
    const card = await request(sandbox.app).get('/api/fidmarquesv3/card_slots').query({ access_token: token });
    expect(card.body.card_slots[0].loyalty_card.data.available_points).toBe(10);
  });

  it('needs the shipping fields', async () => {
    const { token } = await richUser(500);
    const { city: _city, ...withoutCity } = shipping;
    const response = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-mug', user_informations: withoutCity })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'user_informations.city',
      invalid_reason: 'blank',
    });
  });

  it('never lets concurrent orders overdraw the balance', async () => {
    const { token } = await richUser(100);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        request(sandbox.app)
          .post('/api/fidmarquesv3/shop_cart/order_goody')
          .query({ access_token: token })
          .send({ coupon_identifier: 'goody-key-ring-star', user_informations: shipping }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 400]);
  });
});

describe('buying coupons', () => {
  it('buys, cancels (stars back) and refuses a second cancel', async () => {
    const { token } = await richUser(100);
    const bought = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/buy')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-key-ring-star' })
      .expect(200);
    expect(bought.body.card.data.available_points).toBe(50);
    expect(bought.body.earned_coupon).toMatchObject({
      coupon_identifier: 'goody-key-ring-star',
      state: 'earned',
      resellable_as_fidzs: true,
    });
    const identifier = bought.body.earned_coupon.identifier as string;
    const list = await request(sandbox.app)
      .get('/api/fidmarquesv3/earned_coupons')
      .query({ access_token: token })
      .expect(200);
    expect(list.body.earned_coupons[0].identifier).toBe(identifier);
    const cancelled = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/cancel_buy')
      .query({ access_token: token })
      .send({ earned_coupon_identifier: identifier })
      .expect(200);
    expect(cancelled.body.card.data.available_points).toBe(100);
    const again = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/cancel_buy')
      .query({ access_token: token })
      .send({ earned_coupon_identifier: identifier })
      .expect(400);
    expect(again.body.code).toBe('not_cancelable');
  });

  it('resells as points, and as fidzs only when resellable', async () => {
    const { token } = await richUser(300);
    const buy = (coupon: string) =>
      request(sandbox.app)
        .post('/api/fidmarquesv3/shop_cart/buy')
        .query({ access_token: token })
        .send({ coupon_identifier: coupon });
    const apron = (await buy('goody-apron').expect(200)).body.earned_coupon.identifier as string;
    const refused = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/resell')
      .query({ access_token: token })
      .send({ earned_coupon_identifier: apron, as: 'fidzs' })
      .expect(400);
    expect(refused.body.code).toBe('not_resellable');
    const resold = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/resell')
      .query({ access_token: token })
      .send({ earned_coupon_identifier: apron, as: 'points' })
      .expect(200);
    expect(resold.body).toMatchObject({
      earned_coupon: { state: 'resold' },
      card: { data: { available_points: 300 } },
    });
  });
});
