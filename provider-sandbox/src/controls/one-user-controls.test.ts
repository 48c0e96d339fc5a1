import request from 'supertest';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

/**
 * Controls aimed at one user (`email`): journeys run side by side against one sandbox, and one journey's fault or
 * settling must not reach another's visitor.
 */
describe('controls for one user', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(async () => {
    await request(sandbox.app).delete('/__sandbox/faults').expect(200);
  });

  const card = (token: string) =>
    request(sandbox.app).post('/api/fidmarques/v1/sdk/card').query({ access_token: token }).send({});

  it('a fault with an e-mail answers that user’s calls only, and is used up by them alone', async () => {
    const target = await signUp(sandbox);
    const other = await signUp(sandbox);
    await request(sandbox.app)
      .post('/__sandbox/faults')
      .send({ operation: 'card', status: 503, count: 1, email: target.email.toUpperCase() })
      .expect(201);
    expect((await card(other.token)).status).toBe(200);
    expect((await card(other.token)).status).toBe(200);
    expect((await card(target.token)).status).toBe(503);
    expect((await card(target.token)).status).toBe(200);
  });

  it('a fault for one user and one for everyone: the user’s own fires for them, the shared one for the others', async () => {
    const target = await signUp(sandbox);
    const other = await signUp(sandbox);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'card', status: 500 }).expect(201);
    await request(sandbox.app)
      .post('/__sandbox/faults')
      .send({ operation: 'card', status: 503, email: target.email })
      .expect(201);
    expect((await card(target.token)).status).toBe(503);
    expect((await card(other.token)).status).toBe(500);
    expect((await card(other.token)).status).toBe(200);
  });

  it('clears one user’s faults and keeps the others’', async () => {
    const target = await signUp(sandbox);
    await request(sandbox.app).post('/__sandbox/faults').send({ operation: 'card', status: 500 }).expect(201);
    await request(sandbox.app)
      .post('/__sandbox/faults')
      .send({ operation: 'card', status: 503, email: target.email })
      .expect(201);
    const left = await request(sandbox.app).delete('/__sandbox/faults').query({ email: target.email }).expect(200);
    expect((left.body as { faults: { email?: string }[] }).faults).toEqual([
      expect.objectContaining({ operation: 'card', status: 500 }),
    ]);
    expect((await card(target.token)).status).toBe(500);
  });

  it('settles one user’s pending receipts and leaves the others’ pending', async () => {
    const pendingOf = async (email: string) => {
      const made = await request(sandbox.app)
        .post(`/__sandbox/users/${encodeURIComponent(email)}/receipts`)
        .send({ statuses: ['pending'] })
        .expect(201);
      return (made.body as { receipts: { uuid: string }[] }).receipts[0]!.uuid;
    };
    const statusOf = (uuid: string) =>
      (sandbox.db.prepare('SELECT status FROM receipts WHERE uuid = ?').get(uuid) as { status: string }).status;
    const target = await signUp(sandbox);
    const other = await signUp(sandbox);
    const targetReceipt = await pendingOf(target.email);
    const otherReceipt = await pendingOf(other.email);
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({ email: target.email }).expect(200, {
      settled: 1,
    });
    expect(statusOf(targetReceipt)).not.toBe('pending');
    expect(statusOf(otherReceipt)).toBe('pending');
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({ email: 'personne@example.fr' }).expect(404);
  });
});
