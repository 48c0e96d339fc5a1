import type { Express } from 'express';
import { fakeMsUntilAnswered } from 'provider-sandbox/testing';
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

/** `perPair` above CEILING_PAIR_FAILURES (3) shows what the account ceiling refuses, apart from the pair limit. */
const limited = (perPair = 3) =>
  testApp({
    PROVIDER_URL: provider.url,
    RATE_LIMIT_PER_ACCOUNT_ADDRESS: String(perPair),
    RATE_LIMIT_PER_ACCOUNT: '6',
    RATE_LIMIT_PER_IP: '8',
    RATE_LIMIT_SIGNUPS_PER_IP: '4',
    RATE_LIMIT_WINDOW_MS: String(15 * 60_000),
  }).app;
const camille = {
  email: 'camille@example.fr',
  password: 'pates-fraiches-2025',
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

  const fail = async (app: Express, address: string, email = camille.email) =>
    (await request(app).post('/api/login').set(from(address)).send(wrong(email))).status;
  const tryRight = async (app: Express, address: string) =>
    (await request(app).post('/api/login').set(from(address)).send(right)).status;

  it('past the account ceiling, refuses the addresses that failed on it several times, not the others', async () => {
    const app = limited(10);
    // 6 failures (the ceiling), 2 from each of 3 addresses.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let attempt = 0; attempt < 2; attempt += 1) expect(await fail(app, address)).toBe(400);
    }
    // Over the ceiling: an address with 2 failures may still try (a typo or two is not a guesser)...
    expect(await fail(app, '192.0.2.1')).toBe(400);
    // ...then, with 3, it is refused (its pair limit is 10), said in French with Retry-After; even with the right
    // password.
    const again = await request(app).post('/api/login').set(from('192.0.2.1')).send(wrong());
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Trop de tentatives, merci de réessayer dans \d+ minutes?\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await tryRight(app, '192.0.2.1')).toBe(429);
    // A new address gets its tries at once (no delay), up to the same few failures.
    const first = request(app).post('/api/login').set(from('192.0.2.99')).send(wrong());
    expect(await fakeMsUntilAnswered(first.expect(400))).toBe(0);
    expect(await fail(app, '192.0.2.99')).toBe(400);
    expect(await fail(app, '192.0.2.99')).toBe(400);
    expect(await fail(app, '192.0.2.99')).toBe(429);
  });

  it('never locks the owner out: the right password gets in from an address that has not been hammering', async () => {
    const app = limited();
    for (let address = 1; address <= 8; address += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) await fail(app, `198.18.0.${address}`);
    }
    // Far past the ceiling (24 failures for 6): the hammering addresses are refused, the right password included...
    expect(await tryRight(app, '198.18.0.1')).toBe(429);
    // ...the owner at home is not, nor after a typo of theirs.
    expect(await fail(app, '203.0.113.200')).toBe(400);
    const home = await request(app).post('/api/login').set(from('203.0.113.200')).send(right);
    expect(home.status).toBe(200);
    expect(home.body.email).toBe(camille.email);
  });

  it('a pair that logged in lately is not refused by the account ceiling (its own failures still count)', async () => {
    const app = limited(6);
    expect(await tryRight(app, '203.0.113.30')).toBe(200);
    for (let address = 1; address <= 3; address += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) await fail(app, `198.18.1.${address}`);
    }
    // The owner's own three typos at their usual address: not refused by the ceiling...
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await fail(app, '203.0.113.30')).toBe(400);
    expect(await tryRight(app, '203.0.113.30')).toBe(200);
    // ...but the pair limit (6) holds for them as for anyone.
    for (let attempt = 0; attempt < 6; attempt += 1) expect(await fail(app, '203.0.113.30')).toBe(400);
    expect(await tryRight(app, '203.0.113.30')).toBe(429);
    // An address that never logged in, with as many failures, is refused by the ceiling.
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await fail(app, '198.18.1.9')).toBe(400);
    expect(await fail(app, '198.18.1.9')).toBe(429);
  });

  it('slows a spray from one address down, never refuses the address: first logins and sign-ups there get in', async () => {
    const app = limited();
    // Camille logged in from the office before; a sprayer behind the same address then fails on 8 accounts.
    expect(await tryRight(app, '203.0.113.10')).toBe(200);
    for (let index = 0; index < 8; index += 1)
      expect(await fail(app, '203.0.113.10', `personne${index}@example.fr`)).toBe(400);
    // Past the address's 8 failures, each further try from it waits 500 ms more, still answered (400, not 429)...
    const waits = async (body: object) => {
      const answer = request(app).post('/api/login').set(from('203.0.113.10')).send(body);
      let status = 0;
      const ms = await fakeMsUntilAnswered(answer.then((res) => (status = res.status)));
      return [status, ms];
    };
    expect(await waits(wrong('encore@example.fr'))).toEqual([400, 500]);
    expect(await waits(wrong('encore2@example.fr'))).toEqual([400, 1000]);
    // ...a colleague who never logged in from there gets in with the right password, after the same kind of wait...
    const colleague = { ...camille, email: 'collegue@example.fr' };
    provider.accounts.delete(colleague.email);
    await request(testApp({ PROVIDER_URL: provider.url }).app)
      .post('/api/signup')
      .set(FROM_SITE)
      .send(colleague);
    expect(await waits({ email: colleague.email, password: colleague.password })).toEqual([200, 1500]);
    // ...someone who signs up there is known from then on: their logins there are not slowed...
    const newcomer = { ...camille, email: 'nouvelle@example.fr' };
    provider.accounts.delete(newcomer.email);
    expect((await request(app).post('/api/signup').set(from('203.0.113.10')).send(newcomer)).status).toBe(201);
    expect(await waits({ email: newcomer.email, password: newcomer.password })).toEqual([200, 0]);
    // ...nor is Camille, who logs in from there; the sprayer's wait stops growing at 5 s; elsewhere nobody waits.
    expect(await waits(right)).toEqual([200, 0]);
    for (let index = 0; index < 12; index += 1) await waits(wrong(`vague${index}@example.fr`));
    expect(await waits(wrong('encore3@example.fr'))).toEqual([400, 5000]);
    const elsewhere = request(app).post('/api/login').set(from('198.51.100.10')).send(wrong('encore@example.fr'));
    expect(await fakeMsUntilAnswered(elsewhere.expect(400))).toBe(0);
  });

  it('after 50 failed logins on unknown e-mails from an office, a colleague and a newcomer there get in at once', async () => {
    const app = testApp({ PROVIDER_URL: provider.url }).app;
    for (let index = 0; index < 50; index += 1)
      expect(await fail(app, '203.0.113.50', `inconnu${index}@example.fr`)).toBe(400);
    const colleague = request(app).post('/api/login').set(from('203.0.113.50')).send(right);
    expect(await fakeMsUntilAnswered(colleague.expect(200))).toBe(0);
    const newcomer = { ...camille, email: 'arrivee@example.fr' };
    provider.accounts.delete(newcomer.email);
    expect((await request(app).post('/api/signup').set(from('203.0.113.50')).send(newcomer)).status).toBe(201);
    expect(
      (
        await request(app)
          .post('/api/login')
          .set(from('203.0.113.50'))
          .send({ email: newcomer.email, password: newcomer.password })
      ).status,
    ).toBe(200);
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

  it('limits sign-ups per address, every attempt counted (mass accounts, listing e-mails)', async () => {
    const app = limited();
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const body = { ...camille, email: `liste${index}@example.fr` };
      statuses.push((await request(app).post('/api/signup').set(from('203.0.113.13')).send(body)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const elsewhere = { ...camille, email: 'ailleurs@example.fr' };
    expect((await request(app).post('/api/signup').set(from('198.51.100.13')).send(elsewhere)).status).toBe(201);
  });
});
