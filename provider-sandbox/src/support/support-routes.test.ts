import request from 'supertest';
import { PRODUCTS } from '../seed/products';
import { pngBytes } from '../testing/sample-files';
import { createTestSandbox, signUp, testUuid, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = createTestSandbox({ SANDBOX_NOTICE_KEY: 'cle-de-test', SANDBOX_NOTICE_RATE_PER_MINUTE: '3' });
  ({ token } = await signUp(sandbox));
});
afterAll(() => sandbox.close());

describe('offers', () => {
  it('lists at least 10 eligible pasta products to anyone, with served images', async () => {
    const response = await request(sandbox.app).post('/api/kitv4/offers').expect(200);
    expect(response.body.offers).toHaveLength(PRODUCTS.length);
    expect(response.body.offers.length).toBeGreaterThanOrEqual(10);
    const first = response.body.offers[0] as { ean: string; stars: number; image_url: string; image_url_2x: string };
    expect(first).toMatchObject({ ean: expect.stringMatching(/^\d{13}$/), stars: expect.any(Number) });
    await request(sandbox.app).get(new URL(first.image_url_2x).pathname).expect(200);
    await request(sandbox.app).get('/api/kitv4/offers').query({ access_token: token }).expect(200);
    await request(sandbox.app).get('/api/kitv4/offers').query({ access_token: 'faux' }).expect(401);
  });

  it('keeps an empty offer history until a receipt is accepted', async () => {
    const response = await request(sandbox.app)
      .post('/api/kitv4/offer_history')
      .query({ access_token: token })
      .expect(200);
    expect(response.body.offers).toEqual([]);
    await request(sandbox.app).post('/api/kitv4/offer_history').expect(401);
  });
});

describe('feedbacks and needed fields', () => {
  /** A receipt whose picture `owner` uploaded. */
  async function uploadedReceipt(owner: string): Promise<string> {
    const receipt = testUuid('receipt');
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: owner })
      .field('batch_uuid', testUuid('batch'))
      .field('receipt_uuid', receipt)
      .attach('files', pngBytes(1000), 'ticket.png')
      .expect(201);
    return receipt;
  }

  it('stores a ticket and shows it to the controls', async () => {
    const receipt = await uploadedReceipt(token);
    const response = await request(sandbox.app)
      .post('/api/fidmarques/v1/feedbacks')
      .query({ access_token: token })
      .send({ title: 'Question', freetext: 'Où est ma commande ?', version: '1.4.8', receipt_uuid: receipt })
      .expect(201);
    expect(response.body.ticket.id).toEqual(expect.any(Number));
    const tickets = await request(sandbox.app).get('/__sandbox/tickets').expect(200);
    expect(tickets.body.tickets[0]).toMatchObject({
      title: 'Question',
      freetext: 'Où est ma commande ?',
      version: '1.4.8',
      receipt_uuid: receipt,
      kind: 'feedback',
    });
    const blank = await request(sandbox.app)
      .post('/api/fidmarques/v1/feedbacks')
      .query({ access_token: token })
      .send({ title: 'Vide' })
      .expect(400);
    expect(blank.body).toMatchObject({ invalid_parameter: 'freetext', invalid_reason: 'blank' });
  });

  it("refuses a ticket naming another user's receipt, or a receipt nobody has", async () => {
    const other = await signUp(sandbox);
    const theirs = await uploadedReceipt(other.token);
    for (const receiptUuid of [theirs, 'r-inconnu']) {
      const refused = await request(sandbox.app)
        .post('/api/fidmarques/v1/feedbacks')
        .query({ access_token: token })
        .send({ freetext: 'Ma preuve ?', receipt_uuid: receiptUuid })
        .expect(404);
      expect(refused.body).toMatchObject({ code: 'not_found' });
    }
    const tickets = await request(sandbox.app).get('/__sandbox/tickets').expect(200);
    expect(JSON.stringify(tickets.body)).not.toContain(theirs);
  });

  it('tells the fields an order needs', async () => {
    const response = await request(sandbox.app)
      .post('/api/fidmarquesv3/user/needed_fields_for_context')
      .query({ access_token: token })
      .send({ context: 'order_goody' })
      .expect(200);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { name: 'postal_code', required: true },
        { name: 'address_2', required: false },
      ]),
    );
    await request(sandbox.app)
      .post('/api/fidmarquesv3/user/needed_fields_for_context')
      .query({ access_token: token })
      .send({ context: 'inconnu' })
      .expect(400);
    for (const inherited of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await request(sandbox.app)
        .post('/api/fidmarquesv3/user/needed_fields_for_context')
        .query({ access_token: token })
        .send({ context: inherited })
        .expect(400);
    }
  });
});

describe('error notices', () => {
  const notice = {
    errors: [{ type: 'TypeError', message: 'x is undefined', backtrace: [] }],
    context: { environment: 'test' },
  };

  it('stores an Airbrake notice when the key is right', async () => {
    const response = await request(sandbox.app)
      .post('/api/v3/projects/1/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(201);
    expect(response.body.id).toEqual(expect.any(String));
    await request(sandbox.app)
      .post('/api/v3/projects/1/notices?key=cle-de-test')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(notice))
      .expect(201);
    const stored = await request(sandbox.app).get('/__sandbox/notices').expect(200);
    expect(stored.body.notices).toHaveLength(2);
    expect(stored.body.notices[0]).toMatchObject({ project_id: '1', notice });
  });

  it('answers 401 to a wrong key, 400 to a body that is no notice and 413 past 64000 characters', async () => {
    await request(sandbox.app).post('/api/v3/projects/1/notices').query({ key: 'mauvaise' }).send(notice).expect(401);
    await request(sandbox.app)
      .post('/api/v3/projects/1/notices')
      .query({ key: 'cle-de-test' })
      .send({ hello: 1 })
      .expect(400);
    const huge = { errors: [{ type: 'Error', message: 'x'.repeat(64_001) }] };
    await request(sandbox.app).post('/api/v3/projects/1/notices').query({ key: 'cle-de-test' }).send(huge).expect(413);
  });

  it('keeps the performance stats of a known kind', async () => {
    await request(sandbox.app)
      .post('/api/v5/projects/1/routes-stats')
      .query({ key: 'cle-de-test' })
      .send({ routes: [{ method: 'GET', route: '/faq', count: 1 }] })
      .expect(204);
    await request(sandbox.app)
      .post('/api/v5/projects/1/routes-stats')
      .query({ key: 'mauvaise' })
      .send({ routes: [] })
      .expect(401);
    await request(sandbox.app)
      .post('/api/v5/projects/1/other-stats')
      .query({ key: 'cle-de-test' })
      .send({})
      .expect(404);
    const stats = await request(sandbox.app).get('/__sandbox/stats').expect(200);
    expect(stats.body.stats).toEqual([expect.objectContaining({ project_id: '1', kind: 'routes-stats' })]);
    expect(JSON.parse(stats.body.stats[0].body)).toEqual({ routes: [{ method: 'GET', route: '/faq', count: 1 }] });
  });

  it('rate-limits a project with 429 and a delay header, and lets it send again a minute later', async () => {
    // The budget is per client address: start from a fresh minute after the tests above.
    sandbox.clock.advance(61_000);
    for (const _ of [1, 2, 3])
      await request(sandbox.app)
        .post('/api/v3/projects/7/notices')
        .query({ key: 'cle-de-test' })
        .send(notice)
        .expect(201);
    const limited = await request(sandbox.app)
      .post('/api/v3/projects/7/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(429);
    expect(limited.headers['x-ratelimit-delay']).toBe('60');
    sandbox.clock.advance(61_000);
    await request(sandbox.app)
      .post('/api/v3/projects/7/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(201);
  });

  it('holds one budget per client address across project ids, notices and stats together', async () => {
    sandbox.clock.advance(61_000);
    await request(sandbox.app)
      .post('/api/v3/projects/11/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(201);
    await request(sandbox.app)
      .post('/api/v5/projects/12/routes-stats')
      .query({ key: 'cle-de-test' })
      .send({ routes: [] })
      .expect(204);
    await request(sandbox.app)
      .post('/api/v3/projects/13/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(201);
    const limited = await request(sandbox.app)
      .post('/api/v3/projects/14/notices')
      .query({ key: 'cle-de-test' })
      .send(notice)
      .expect(429);
    expect(limited.headers['retry-after']).toBe('60');
    await request(sandbox.app)
      .post('/api/v5/projects/15/routes-stats')
      .query({ key: 'cle-de-test' })
      .send({ routes: [] })
      .expect(429);
    sandbox.clock.advance(61_000);
  });

  it('refuses reporter bodies over 64 kB, JSON or text, before storing them', async () => {
    const big = { routes: [{ route: 'x'.repeat(200_000) }] };
    for (const path of ['/api/v5/projects/7/routes-stats', '/api/v3/projects/7/notices']) {
      await request(sandbox.app).post(path).query({ key: 'cle-de-test' }).send(big).expect(413);
      await request(sandbox.app)
        .post(path)
        .query({ key: 'cle-de-test' })
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(big))
        .expect(413);
    }
    const stats = await request(sandbox.app).get('/__sandbox/stats').expect(200);
    expect(JSON.stringify(stats.body)).not.toContain('x'.repeat(1000));
  });
});
