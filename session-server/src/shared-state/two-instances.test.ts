/**
 * Two session-server instances behind one address share a real Redis (README « Several instances »): what one
 * instance learns (a logout, failed logins) holds on the other. Each instance is a whole app on its own port with
 * its own Redis connection, as two processes would be. Redis away: redis-away.test.ts.
 */
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { startInstance, testAccount, type Instance } from '../test-support/instances';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { FROM_SITE } from '../test-support/test-app';

const { signup: camille, right, wrong } = testAccount('camille.partagee@example.fr');
// Behind the proxy: the client's address comes in X-Forwarded-For (the tests speak from loopback, a trusted proxy).
const from = (address: string) => ({ ...FROM_SITE, 'X-Forwarded-For': address });

// Redis is required like Chromium: \`npm test\` installs it (apt, as root); without it these tests fail and say how.
describe('two instances sharing one Redis', () => {
  let redis: TestRedis;
  let provider: FakeProvider;
  let a: Instance;
  let b: Instance;

  const instance = () =>
    startInstance(redis.url, {
      PROVIDER_URL: provider.url,
      RATE_LIMIT_PER_ACCOUNT_ADDRESS: '10',
      RATE_LIMIT_PER_ACCOUNT: '100',
      RATE_LIMIT_PER_IP: '100',
    });

  beforeAll(async () => {
    redis = await startTestRedis();
    provider = await startFakeProvider();
    [a, b] = await Promise.all([instance(), instance()]);
    await request(a.url).post('/api/signup').set(FROM_SITE).send(camille).expect(201);
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await provider.close();
    await redis.stop();
  });

  it('say they share Redis', async () => {
    for (const { url } of [a, b]) {
      const health = await request(url).get('/healthz').expect(200);
      expect(health.body.sharedState).toBe('redis');
    }
  });

  it('log out on A: a copy of the cookie is refused on B', async () => {
    const login = await request(a.url).post('/api/login').set(from('203.0.113.50')).send(right).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const onB = await request(b.url).get('/api/session').set('Cookie', cookie).expect(200);
    expect(onB.body.user).toMatchObject({ email: camille.email });

    await request(a.url).delete('/api/logout').set(FROM_SITE).set('Cookie', cookie).expect(200);

    // The copy still carries a valid signature: only the shared revocation can refuse it.
    const copyOnB = await request(b.url).get('/api/session').set('Cookie', cookie).expect(200);
    expect(copyOnB.body.user).toBeNull();
    const copyOnA = await request(a.url).get('/api/session').set('Cookie', cookie).expect(200);
    expect(copyOnA.body.user).toBeNull();
  });

  it('a password change on A ends the other sessions on B', async () => {
    const onPhone = await request(b.url).post('/api/login').set(from('203.0.113.57')).send(right).expect(200);
    const onLaptop = await request(a.url).post('/api/login').set(from('203.0.113.58')).send(right).expect(200);
    const phone = onPhone.headers['set-cookie'] as unknown as string[];
    await request(a.url)
      .post('/api/endOtherSessions')
      .set(FROM_SITE)
      .set('Cookie', onLaptop.headers['set-cookie'] as unknown as string[])
      .send({})
      .expect(200);
    expect((await request(b.url).get('/api/session').set('Cookie', phone).expect(200)).body.user).toBeNull();
  });

  it('count failed logins together: 10 spread over A and B, the 11th is refused on both', async () => {
    const address = '203.0.113.51';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const target = attempt % 2 === 0 ? a : b;
      await request(target.url).post('/api/login').set(from(address)).send(wrong).expect(400);
    }
    for (const target of [a, b]) {
      const refused = await request(target.url).post('/api/login').set(from(address)).send(wrong).expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
    // From an address with no failures, the right password still gets in (per-account limits never lock).
    await request(b.url).post('/api/login').set(from('203.0.113.52')).send(right).expect(200);
  });
});
