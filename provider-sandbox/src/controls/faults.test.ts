import request from 'supertest';
import { setStars } from '../card/stars';
import { fakeMsUntilAnswered } from '../testing/fake-time';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

const shipping = {
  title: 'Mme',
  first_name: 'Lise',
  last_name: 'Moreau',
  address_1: '3 rue des Farfalles',
  postal_code: '75011',
  city: 'Paris',
  phone_number: '0611223344',
  external_email: 'lise@example.fr',
};

describe('fault injection (POST /__sandbox/faults)', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(async () => {
    await request(sandbox.app).delete('/__sandbox/faults').expect(200, { faults: [] });
  });

  const orderGoody = (token: string) =>
    request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/order_goody')
      .query({ access_token: token })
      .send({ coupon_identifier: 'goody-key-ring-star', user_informations: shipping });

  it('lets `skip` calls pass, answers `status` to the next `count`, then lets calls pass again', async () => {
    const user = await signUp(sandbox);
    setStars(sandbox.db, user.id, 1000);
    await request(sandbox.app)
      .post('/__sandbox/faults')
      .send({ operation: 'order_goody', status: 500, skip: 1, count: 1 })
      .expect(201);
    const statuses: number[] = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await orderGoody(user.token)).status);
    expect(statuses).toEqual([201, 500, 201]);
    const orders = await request(sandbox.app)
      .get('/api/kitv4/all_orders')
      .query({ access_token: user.token })
      .expect(200);
    // The failed call wrote nothing: two orders, not three.
    expect(orders.body.orders).toHaveLength(2);
  });

  it('answers a JSON error with the chosen status and only on the named operation', async () => {
    const user = await signUp(sandbox);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'card', status: 503, count: 2 }).expect(201);
    await request(sandbox.app).get('/api/fidmarquesv3/card_slots').query({ access_token: user.token }).expect(200);
    const failed = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/card')
      .query({ access_token: user.token })
      .expect(503);
    expect(failed.body).toMatchObject({ code: 'server_error', user_message: 'Une erreur est survenue.' });
    expect((await request(sandbox.app).get('/__sandbox/faults').expect(200)).body.faults).toEqual([
      { operation: 'card', status: 503, delay_ms: 0, skip: 0, count: 1 },
    ]);
    await request(sandbox.app).post('/api/fidmarques/v1/sdk/card').query({ access_token: user.token }).expect(503);
    await request(sandbox.app).post('/api/fidmarques/v1/sdk/card').query({ access_token: user.token }).expect(200);
  });

  it.each([
    ['burn_uniq_code', '/api/kitv4/burn_uniq_code'],
    ['send_batch', '/send_batch'],
  ])('targets %s', async (operation, path) => {
    await request(sandbox.app).post('/__sandbox/faults').send({ operation, status: 502 }).expect(201);
    await request(sandbox.app).post(path).send({}).expect(502);
  });

  it('delays an operation by delay_ms, then the real route answers it (a slow provider still does the work)', async () => {
    const user = await signUp(sandbox);
    setStars(sandbox.db, user.id, 1000);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'order_goody', delay_ms: 400 }).expect(201);
    expect(await fakeMsUntilAnswered(orderGoody(user.token).expect(201))).toBe(400);
    // Once only (count 1): the next call is not delayed.
    expect(await fakeMsUntilAnswered(orderGoody(user.token).expect(201))).toBe(0);
  });

  it('delays then refuses when given a status as well', async () => {
    const user = await signUp(sandbox);
    await request(sandbox.app)
      .post('/__sandbox/faults')
      .send({ operation: 'card', status: 503, delay_ms: 300 })
      .expect(201);
    const card = request(sandbox.app).post('/api/fidmarques/v1/sdk/card').query({ access_token: user.token });
    expect(await fakeMsUntilAnswered(card.expect(503))).toBe(300);
  });

  it('is cleared by DELETE /__sandbox/faults and by /__sandbox/reset', async () => {
    const user = await signUp(sandbox);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'card', status: 500 }).expect(201);
    await request(sandbox.app).delete('/__sandbox/faults').expect(200);
    await request(sandbox.app).post('/api/fidmarques/v1/sdk/card').query({ access_token: user.token }).expect(200);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'login', status: 500 }).expect(201);
    await request(sandbox.app).post('/__sandbox/reset').expect(200, { reset: true });
    expect((await request(sandbox.app).get('/__sandbox/faults').expect(200)).body.faults).toEqual([]);
  });

  it.each([
    [{ operation: 'order_goodie', status: 500 }, 'operation'],
    [{ operation: 'card', status: 200 }, 'status'],
    [{ operation: 'card', status: 500, count: 0 }, 'count'],
    [{ operation: 'card', status: 500, skip: -1 }, 'skip'],
    [{ operation: 'card', delay_ms: 120_001 }, 'delay_ms'],
    [{ operation: 'card', delay_ms: -1 }, 'delay_ms'],
  ])('refuses %j (400 on %s)', async (body, parameter) => {
    const response = await request(sandbox.app).post('/__sandbox/faults').send(body).expect(400);
    expect(response.body.invalid_parameter).toBe(parameter);
  });
});

it('refuses a fault that would do nothing (no status, no delay)', async () => {
  const sandbox = createTestSandbox();
  try {
    for (const body of [{ operation: 'card' }, { operation: 'card', delay_ms: 0 }]) {
      const response = await request(sandbox.app).post('/__sandbox/faults').send(body).expect(400);
      expect(response.body.code).toBe('invalid_parameter');
    }
  } finally {
    sandbox.close();
  }
});

describe('fault injection in production mode', () => {
  it('does not exist', async () => {
    const sandbox = createTestSandbox({ SANDBOX_MODE: 'production' });
    try {
      await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'card', status: 500 }).expect(404);
    } finally {
      sandbox.close();
    }
  });
});
