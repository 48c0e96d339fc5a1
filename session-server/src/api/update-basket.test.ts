import request from 'supertest';
import { SESSION_TOO_LARGE_MESSAGE } from '../session/session-data';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

async function loggedIn() {
  provider.accounts.clear();
  const agent = request.agent(testApp({ PROVIDER_URL: provider.url }).app);
  await agent.post('/api/signup').set(FROM_SITE).send({
    email: 'camille@example.fr',
    password: 'pates-fraiches-2025',
    lastName: 'Durand',
    firstName: 'Camille',
    termsAccepted: true,
    adult: true,
  });
  return agent;
}

const purchase = (index: number) => ({
  couponIdentifier: `goody-${String(index).padStart(3, '0')}-casquette-edition-limitee`,
  quantity: 2,
});

describe('PUT /api/updateBasketInSession', () => {
  it('stores the basket in the session', async () => {
    const agent = await loggedIn();
    const purchases = [purchase(1), { couponIdentifier: 'tablier', quantity: 1 }];
    const res = await agent.put('/api/updateBasketInSession').set(FROM_SITE).send({ purchases });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ purchases });
    expect((await agent.get('/api/session')).body.basket).toEqual({ purchases });
    const emptied = await agent.put('/api/updateBasketInSession').set(FROM_SITE).send({ purchases: [] });
    expect(emptied.status).toBe(200);
    expect((await agent.get('/api/session')).body.basket).toEqual({ purchases: [] });
  });

  it('refuses with 413 a basket that would not fit in the cookie, and keeps the previous one', async () => {
    const agent = await loggedIn();
    const small = [purchase(1)];
    await agent.put('/api/updateBasketInSession').set(FROM_SITE).send({ purchases: small });
    const huge = Array.from({ length: 60 }, (_, index) => purchase(index));
    const res = await agent.put('/api/updateBasketInSession').set(FROM_SITE).send({ purchases: huge });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'session_too_large', message: SESSION_TOO_LARGE_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/api/session')).body.basket).toEqual({ purchases: small });
  });

  it('keeps every accepted session cookie under 4 KB', async () => {
    const agent = await loggedIn();
    for (let count = 1; count <= 60; count += 1) {
      const purchases = Array.from({ length: count }, (_, index) => purchase(index));
      const res = await agent.put('/api/updateBasketInSession').set(FROM_SITE).send({ purchases });
      if (res.status === 413) {
        expect(count).toBeGreaterThan(20);
        return;
      }
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((value) =>
        value.startsWith('lgb_session='),
      );
      expect(Buffer.byteLength(cookie ?? '')).toBeLessThan(4096);
    }
    throw new Error('the guard never refused a basket');
  });

  it('validates purchases and needs a logged-in user', async () => {
    const agent = await loggedIn();
    const zero = await agent
      .put('/api/updateBasketInSession')
      .set(FROM_SITE)
      .send({ purchases: [{ couponIdentifier: 'tablier', quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ error: 'invalid_parameter', invalid_parameter: 'purchases.0.quantity' });
    const text = await agent
      .put('/api/updateBasketInSession')
      .set(FROM_SITE)
      .send({ purchases: [{ couponIdentifier: 'tablier', quantity: '2' }] });
    expect(text.body).toMatchObject({ error: 'invalid_parameter', invalid_reason: 'wrong_type' });
    const extra = await agent
      .put('/api/updateBasketInSession')
      .set(FROM_SITE)
      .send({ purchases: [{ couponIdentifier: 'tablier', quantity: 1, price: 0 }] });
    expect(extra.body).toMatchObject({
      error: 'invalid_parameter',
      message: 'Le champ «\u00a0price\u00a0» n’est pas accepté.',
    });

    const anonymous = await request(testApp({ PROVIDER_URL: provider.url }).app)
      .put('/api/updateBasketInSession')
      .set(FROM_SITE)
      .send({ purchases: [] });
    expect(anonymous.status).toBe(401);
  });
});
