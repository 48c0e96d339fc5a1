import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const limited = () =>
  testApp({
    PROVIDER_URL: provider.url,
    RATE_LIMIT_PER_ACCOUNT_ADDRESS: '3',
    RATE_LIMIT_PER_ACCOUNT: '6',
    RATE_LIMIT_PER_IP: '8',
    RATE_LIMIT_WINDOW_MS: String(15 * 60_000),
  }).app;
const camille = {
  email: 'camille@example.fr',
  password: 'pates-fraiches',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};
const wrong = (email = camille.email) => ({ email, password: 'essai-essai' });
const right = { email: camille.email, password: camille.password };
// The tests speak from loopback, a trusted proxy: X-Forwarded-For names the client's address.
const from = (address: string) => ({ ...FROM_SITE, 'X-Forwarded-For': address });

beforeAll(async () => {
  await request(testApp({ PROVIDER_URL: provider.url }).app)
    .post('/api/signup')
    .set(FROM_SITE)
    .send(camille)
    .expect(201);
});

describe('login limits', () => {
  it('counts failures per (account, address): the French 429 says when to retry, the right password still works from elsewhere', async () => {
    const app = limited();
    for (const email of ['camille@example.fr', 'Camille@example.fr', ' camille@EXAMPLE.fr']) {
      expect((await request(app).post('/api/login').set(from('203.0.113.7')).send(wrong(email))).status).toBe(400);
    }
    const locked = await request(app).post('/api/login').set(from('203.0.113.7')).send(right);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: 'rate_limited',
      message: 'Trop de tentatives, merci de réessayer dans 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await request(app).post('/api/login').set(from('198.51.100.20')).send(right)).status).toBe(200);
  });

  it('never counts successful logins: a family on many devices is never locked out', async () => {
    const app = limited();
    for (let device = 0; device < 12; device += 1) {
      expect((await request(app).post('/api/login').set(from('203.0.113.8')).send(right)).status).toBe(200);
    }
  });

  it('forgets the failures of the pair after a successful login', async () => {
    const app = limited();
    const statuses: number[] = [];
    for (const body of [wrong(), wrong(), right, wrong(), wrong(), wrong()]) {
      statuses.push((await request(app).post('/api/login').set(from('203.0.113.9')).send(body)).status);
    }
    expect(statuses).toEqual([400, 400, 200, 400, 400, 400]);
  });

  it('stops a guesser spread over many addresses at the per-account ceiling, one slowed try per new address', async () => {
    const app = limited();
    for (let address = 1; address <= 6; address += 1) {
      expect(
        (
          await request(app)
            .post('/api/login')
            .set(from(`192.0.2.${address}`))
            .send(wrong())
        ).status,
      ).toBe(400);
    }
    // An address that already failed on this account is refused past the ceiling, with Retry-After.
    const again = await request(app).post('/api/login').set(from('192.0.2.1')).send(wrong());
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Trop de tentatives, merci de réessayer dans \d+ minutes?\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // A new address gets one try, slowed; its second is refused.
    const started = Date.now();
    expect((await request(app).post('/api/login').set(from('192.0.2.99')).send(wrong())).status).toBe(400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect((await request(app).post('/api/login').set(from('192.0.2.99')).send(wrong())).status).toBe(429);
  });

  it('never locks the real user out: the right password from an address with no failures gets in past the ceiling', async () => {
    const app = limited();
    for (let address = 1; address <= 8; address += 1) {
      await request(app)
        .post('/api/login')
        .set(from(`198.18.0.${address}`))
        .send(wrong());
    }
    expect((await request(app).post('/api/login').set(from('198.18.0.1')).send(right)).status).toBe(429);
    const home = await request(app).post('/api/login').set(from('203.0.113.200')).send(right);
    expect(home.status).toBe(200);
    expect(home.body.email).toBe(camille.email);
  });

  it('limits failures from one address across accounts', async () => {
    const app = limited();
    for (let index = 0; index < 8; index += 1) {
      await request(app)
        .post('/api/login')
        .set(from('203.0.113.10'))
        .send(wrong(`personne${index}@example.fr`));
    }
    expect(
      (await request(app).post('/api/login').set(from('203.0.113.10')).send(wrong('encore@example.fr'))).status,
    ).toBe(429);
  });

  it('does not count a provider outage as a failure', async () => {
    const app = limited();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      provider.failNext('/api/fidmarques/v1/sdk/login', 500, { code: 'server_error', user_message: 'Oups' });
      expect((await request(app).post('/api/login').set(from('203.0.113.11')).send(right)).status).toBe(502);
    }
    logged.mockRestore();
    expect((await request(app).post('/api/login').set(from('203.0.113.11')).send(right)).status).toBe(200);
  });
});

describe('signup limits', () => {
  it('limits signup per e-mail on its own budget', async () => {
    const app = limited();
    const other = { ...camille, email: 'dominique@example.fr' };
    provider.accounts.delete(other.email);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await request(app).post('/api/signup').set(from('203.0.113.12')).send(other)).status);
    }
    expect(statuses).toEqual([201, 400, 400, 429]);
    expect(
      (
        await request(app)
          .post('/api/login')
          .set(from('203.0.113.12'))
          .send({ email: other.email, password: other.password })
      ).status,
    ).toBe(200);
  });
});
