import fs from 'node:fs';
import request from 'supertest';
import { pngBytes } from '../testing/sample-files';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

describe('controls in test mode', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('mints codes with a chosen outcome', async () => {
    const { token } = await signUp(sandbox);
    const minted = await request(sandbox.app)
      .post('/__sandbox/codes')
      .send({ code: 'mon-code-1', outcome: 'win', key_for_display: 'headset' })
      .expect(201);
    expect(minted.body).toMatchObject({ code: 'MONCODE1', outcome: 'win', key_for_display: 'headset' });
    const burn = await request(sandbox.app)
      .post('/api/kitv4/burn_uniq_code')
      .query({ access_token: token })
      .send({ code: 'MONCODE1' })
      .expect(200);
    expect(burn.body.code_details).toMatchObject({
      code_id: minted.body.code_id,
      has_won: true,
      benefit: { key_for_display: 'headset' },
    });

    const expired = await request(sandbox.app).post('/__sandbox/codes').send({ outcome: 'expired' }).expect(201);
    expect(expired.body.code).toMatch(/^SBX[0-9A-F]{8}$/);
    const late = await request(sandbox.app)
      .post('/api/kitv4/burn_uniq_code')
      .query({ access_token: token })
      .send({ code: expired.body.code })
      .expect(400);
    expect(late.body.code).toBe('too_much_time_elapsed_since_code_input');

    await request(sandbox.app).post('/__sandbox/codes').send({ code: 'MONCODE1', outcome: 'lose' }).expect(409);
    await request(sandbox.app).post('/__sandbox/codes').send({ outcome: 'jackpot' }).expect(400);
    const list = await request(sandbox.app).get('/__sandbox/codes').expect(200);
    expect(list.body.codes).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'MONCODE1', state: 'burned' })]),
    );
  });

  it("sets a user's stars", async () => {
    const { email, token } = await signUp(sandbox);
    await request(sandbox.app)
      .put(`/__sandbox/users/${encodeURIComponent(email)}/stars`)
      .send({ available_points: 1500 })
      .expect(200);
    const card = await request(sandbox.app).get('/api/fidmarquesv3/card_slots').query({ access_token: token });
    expect(card.body.card_slots[0].loyalty_card.data.available_points).toBe(1500);
    await request(sandbox.app)
      .put('/__sandbox/users/personne@example.fr/stars')
      .send({ available_points: 1 })
      .expect(404);
    await request(sandbox.app)
      .put(`/__sandbox/users/${encodeURIComponent(email)}/stars`)
      .send({ available_points: -1 })
      .expect(400);
  });

  it("moves an order's status", async () => {
    const { email, token } = await signUp(sandbox);
    await request(sandbox.app)
      .put(`/__sandbox/users/${encodeURIComponent(email)}/stars`)
      .send({ available_points: 100 })
      .expect(200);
    const shipping = {
      title: 'Mr',
      first_name: 'Léo',
      last_name: 'Petit',
      address_1: '5 rue Penne',
      postal_code: '13001',
      city: 'Marseille',
      phone_number: '0600000000',
      external_email: 'leo@example.fr',
    };
    const ordered = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-mug', user_informations: shipping })
      .expect(201);
    await request(sandbox.app)
      .put(`/__sandbox/orders/${ordered.body.order.id}/status`)
      .send({ status: 'shipped' })
      .expect(200);
    const orders = await request(sandbox.app).get('/api/kitv4/all_orders').query({ access_token: token }).expect(200);
    expect(orders.body.orders[0].status).toBe('shipped');
    const timeline = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token })
      .expect(200);
    expect(timeline.body.messages[0]).toMatchObject({
      class_name: 'order_status',
      text: 'Votre commande «\u00a0Mug collector\u00a0» a été expédiée.',
    });
    await request(sandbox.app).put('/__sandbox/orders/99999/status').send({ status: 'shipped' }).expect(404);
    await request(sandbox.app)
      .put(`/__sandbox/orders/${ordered.body.order.id}/status`)
      .send({ status: 'perdu' })
      .expect(400);
  });

  it('resets to the seed: users, files and burned codes go, the catalogue stays', async () => {
    const { token } = await signUp(sandbox);
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: token })
      .field('batch_uuid', 'b')
      .field('receipt_uuid', 'r')
      .attach('files', pngBytes(), 't.png')
      .expect(201);
    const stored = sandbox.db.prepare('SELECT path FROM stored_files').get() as { path: string };
    await request(sandbox.app)
      .post('/api/kitv4/burn_uniq_code')
      .query({ access_token: token })
      .send({ code: 'LOSE0001' })
      .expect(200);
    await request(sandbox.app).post('/__sandbox/reset').expect(200, { reset: true });
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token }).expect(401);
    expect(fs.existsSync(stored.path)).toBe(false);
    const again = await signUp(sandbox);
    await request(sandbox.app)
      .post('/api/kitv4/burn_uniq_code')
      .query({ access_token: again.token })
      .send({ code: 'LOSE0001' })
      .expect(200);
    const shop = await request(sandbox.app)
      .get('/api/fidmarquesv3/shopv3')
      .query({ access_token: again.token })
      .expect(200);
    expect(shop.body.catalogs[0].coupons.length).toBeGreaterThanOrEqual(12);
  });
});

describe('controls in production mode', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({ SANDBOX_MODE: 'production' });
  });
  afterAll(() => sandbox.close());

  it.each([
    ['post', '/__sandbox/reset'],
    ['post', '/__sandbox/codes'],
    ['post', '/__sandbox/receipts/settle'],
    ['get', '/__sandbox/mailbox'],
    ['get', '/__sandbox/notices'],
    ['get', '/__sandbox/tickets'],
  ] as const)('hides %s %s (404)', async (method, path) => {
    const response = await request(sandbox.app)[method](path).expect(404);
    expect(response.body.code).toBe('not_found');
  });

  it('still serves the provider', async () => {
    await request(sandbox.app).get('/healthz').expect(200);
    await signUp(sandbox);
  });
});
