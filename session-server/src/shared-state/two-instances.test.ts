/**
 * Two session-server instances behind one address share a real Redis (README « Several instances »): what one
 * instance learns (a logout, failed logins) holds on the other. Each instance is a whole app on its own port with
 * its own Redis connection, as two processes would be.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { createSharedState, type SharedState } from './shared-state';
import { SHARED_STATE_UNAVAILABLE_MESSAGE } from './shared-rate-limit-store';

interface Instance {
  url: string;
  shared: SharedState;
  server: http.Server;
}

const camille = {
  email: 'camille.partagee@example.fr',
  password: 'pates-fraiches',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};
const wrong = { email: camille.email, password: 'essai-essai' };
const right = { email: camille.email, password: camille.password };
// Behind the proxy: the client's address comes in X-Forwarded-For (the tests speak from loopback, a trusted proxy).
const from = (address: string) => ({ ...FROM_SITE, 'X-Forwarded-For': address });

// Redis is required like Chromium: \`npm test\` installs it (apt, as root); without it these tests fail and say how.
describe('two instances sharing one Redis', () => {
  let redis: TestRedis;
  let provider: FakeProvider;
  let a: Instance;
  let b: Instance;

  async function instance(): Promise<Instance> {
    const shared = createSharedState(redis.url);
    expect(await shared.ready()).toBe(true);
    const { app } = testApp(
      {
        PROVIDER_URL: provider.url,
        REDIS_URL: redis.url,
        RATE_LIMIT_PER_ACCOUNT_ADDRESS: '10',
        RATE_LIMIT_PER_ACCOUNT: '100',
        RATE_LIMIT_PER_IP: '100',
      },
      { shared },
    );
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, shared, server };
  }

  beforeAll(async () => {
    redis = await startTestRedis();
    provider = await startFakeProvider();
    [a, b] = await Promise.all([instance(), instance()]);
    await request(a.url).post('/api/signup').set(FROM_SITE).send(camille).expect(201);
  });

  afterAll(async () => {
    for (const { server, shared } of [a, b]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await shared.close();
    }
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

  it('degrade when Redis goes away: logins refused with a clear 503, pages and sessions go on, no crash', async () => {
    const login = await request(a.url).post('/api/login').set(from('203.0.113.53')).send(right).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await redis.stop();
      const refused = await request(b.url).post('/api/login').set(from('203.0.113.54')).send(right).expect(503);
      expect(refused.body).toEqual({ error: 'service_unavailable', message: SHARED_STATE_UNAVAILABLE_MESSAGE });
      // The session still reads (the revocation check says in the log that it only knows this instance).
      const session = await request(b.url).get('/api/session').set('Cookie', cookie).expect(200);
      expect(session.body.user).toMatchObject({ email: camille.email });
      expect(logged.mock.calls.flat().join(' ')).toMatch(/revocations .*shared store unavailable/);
      // A signup is not blocked by the missing counters.
      await request(a.url)
        .post('/api/signup')
        .set(from('203.0.113.55'))
        .send({ ...camille, email: 'pendant.la.panne@example.fr' })
        .expect(201);

      await redis.start();
      // The clients reconnect on their own (every 0.2–2 s): logins work again without a restart.
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await request(b.url).post('/api/login').set(from('203.0.113.56')).send(right)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
    } finally {
      logged.mockRestore();
      warned.mockRestore();
    }
  }, 30_000);
});
