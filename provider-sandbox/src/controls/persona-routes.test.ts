import request from 'supertest';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

describe('persona controls: receipts already sent, in a chosen state', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('adds pending and refused receipts the user reads through the API; settle accepts the pending one', async () => {
    const { email, token } = await signUp(sandbox);
    const added = await request(sandbox.app)
      .post(`/__sandbox/users/${encodeURIComponent(email)}/receipts`)
      .send({ statuses: ['pending', 'rejected'] })
      .expect(201);
    expect(added.body.receipts.map((receipt: { status: string }) => receipt.status)).toEqual(['pending', 'rejected']);

    const all = await request(sandbox.app).get('/api/kitv4/receipts').query({ access_token: token }).expect(200);
    const byUuid = new Map(all.body.receipts.map((receipt: { uuid: string }) => [receipt.uuid, receipt]));
    expect(byUuid.get(added.body.receipts[0].uuid)).toMatchObject({
      status: 'pending',
      batch_uuid: added.body.batch_uuid,
    });
    expect(byUuid.get(added.body.receipts[1].uuid)).toMatchObject({
      status: 'rejected',
      reason: expect.stringContaining('Aucun produit éligible'),
    });

    // A pending fixture waits for "settle now", then earns the stars of its product (10 for spaghetti).
    sandbox.clock.advance(24 * 3600 * 1000);
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({ due_only: true }).expect(200, { settled: 0 });
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({}).expect(200, { settled: 1 });
    const card = await request(sandbox.app)
      .get('/api/fidmarquesv3/card_slots')
      .query({ access_token: token })
      .expect(200);
    expect(card.body.card_slots[0].loyalty_card.data.available_points).toBe(10);
  });

  it('credits an accepted receipt at once and refuses bad input before touching the database', async () => {
    const { email, token } = await signUp(sandbox);
    const path = `/__sandbox/users/${encodeURIComponent(email)}/receipts`;
    await request(sandbox.app)
      .post(path)
      .send({ statuses: ['accepted'], eans: ['3760001230055'] })
      .expect(201);
    const card = await request(sandbox.app)
      .get('/api/fidmarquesv3/card_slots')
      .query({ access_token: token })
      .expect(200);
    expect(card.body.card_slots[0].loyalty_card.data.available_points).toBe(15);

    await request(sandbox.app)
      .post(path)
      .send({ statuses: ['lost'] })
      .expect(400);
    await request(sandbox.app).post(path).send({ statuses: [] }).expect(400);
    await request(sandbox.app)
      .post(path)
      .send({ statuses: ['pending'], eans: ['0000000000000'] })
      .expect(400);
    await request(sandbox.app)
      .post('/__sandbox/users/personne@example.fr/receipts')
      .send({ statuses: ['pending'] })
      .expect(404);
    const all = await request(sandbox.app).get('/api/kitv4/receipts').query({ access_token: token }).expect(200);
    expect(all.body.receipts).toHaveLength(1);
  });
});
