/**
 * Two instances on one real Redis, and Redis going away (README « Shared state »): stopped and restarted, then full
 * (refusing writes). Nothing crashes and the user sees nothing different: the rate limits count on each instance's
 * own counters (never « allow everything », never « refuse everyone »), revocations hold where they were seen, the
 * log says so once, and everything is shared again when Redis answers, by itself.
 */
import { Redis } from 'ioredis';
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { eventually, startInstance, testAccount, type Instance } from '../test-support/instances';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { FROM_SITE } from '../test-support/test-app';
import { capturedLogs, type CapturedLogs } from '../test-support/captured-logs';

const { signup: camille, right, wrong } = testAccount('camille.panne@example.fr');
const from = (address: string) => ({ ...FROM_SITE, 'X-Forwarded-For': address });
type Cookie = string[];

/** Waits, within a bound, for what another part of the process does at its own pace (the client's reconnections). */
async function until(condition: () => boolean, withinMs = 5_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('two instances when Redis goes away', () => {
  let redis: TestRedis;
  let provider: FakeProvider;
  let a: Instance;
  let b: Instance;
  let logs: CapturedLogs;
  /** ioredis's own warnings go to the console. */
  let consoleWarnings: jest.SpyInstance;
  const logged = (pattern: RegExp) =>
    [...logs.messages(), ...consoleWarnings.mock.calls.map((call) => call.join(' '))].filter((line) =>
      pattern.test(line),
    ).length;

  const login = async (on: Instance, address: string): Promise<Cookie> => {
    const answer = await request(on.url).post('/api/login').set(from(address)).send(right).expect(200);
    return answer.headers['set-cookie'] as unknown as Cookie;
  };
  const userOn = async (on: Instance, cookie: Cookie) =>
    (await request(on.url).get('/api/session').set('Cookie', cookie).expect(200)).body.user as unknown;
  const logout = (on: Instance, cookie: Cookie) =>
    request(on.url).delete('/api/logout').set(FROM_SITE).set('Cookie', cookie).expect(200);
  const attempt = async (on: Instance, address: string, body = wrong) =>
    (await request(on.url).post('/api/login').set(from(address)).send(body)).status;

  beforeAll(async () => {
    logs = capturedLogs();
    consoleWarnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    redis = await startTestRedis();
    provider = await startFakeProvider();
    const env = {
      PROVIDER_URL: provider.url,
      RATE_LIMIT_PER_ACCOUNT_ADDRESS: '10',
      RATE_LIMIT_PER_ACCOUNT: '100',
      RATE_LIMIT_PER_IP: '100',
    };
    [a, b] = await Promise.all([startInstance(redis.url, env), startInstance(redis.url, env)]);
    await request(a.url).post('/api/signup').set(FROM_SITE).send(camille).expect(201);
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await provider.close();
    await redis.stop();
    logs.stop();
    consoleWarnings.mockRestore();
  });

  it('stopped and restarted: own counters, revocations where seen, logged once, shared again by itself', async () => {
    // Before: a logout on A that B has read (B keeps its own copy), and 6 failures counted on A.
    const readByB = await login(a, '203.0.113.60');
    await logout(a, readByB);
    expect(await userOn(b, readByB)).toBeNull();
    for (let failure = 0; failure < 6; failure += 1) expect(await attempt(a, '203.0.113.61')).toBe(400);
    const loggedOutDuring = await login(b, '203.0.113.62');
    const stillIn = await login(a, '203.0.113.63');

    await redis.stop();

    // Sessions and pages go on; a revocation read before the outage still holds on the instance that read it.
    expect(await userOn(b, stillIn)).toMatchObject({ email: camille.email });
    expect(await userOn(b, readByB)).toBeNull();
    expect(await userOn(a, readByB)).toBeNull();
    // A logout during the outage holds at once on the instance that took it.
    await logout(b, loggedOutDuring);
    expect(await userOn(b, loggedOutDuring)).toBeNull();

    // Never « allow everything »: the 6 failures A counted before the outage still count, 4 more and A refuses.
    for (let failure = 0; failure < 4; failure += 1) expect(await attempt(a, '203.0.113.61')).toBe(400);
    expect(await attempt(a, '203.0.113.61')).toBe(429);
    // Never « refuse everyone »: the right password gets in on both, from an address that did not fail.
    expect(await attempt(a, '203.0.113.64', right)).toBe(200);
    expect(await attempt(b, '203.0.113.64', right)).toBe(200);
    // A signup is not blocked either.
    await request(a.url)
      .post('/api/signup')
      .set(from('203.0.113.65'))
      .send({ ...camille, email: 'pendant.la.panne@example.fr' })
      .expect(201);

    // Said once per part and instance, not once per request (20 requests above).
    expect(logged(/rate limits count on this instance's own counters/)).toBe(2);
    expect(logged(/logout revocations are checked against what this instance has seen/)).toBeLessThanOrEqual(2);
    // The client says so at its first reconnection refused (0.2 s after the stop), which the requests above may beat.
    await until(() => logged(/Redis unreachable/) >= 2);
    expect(logged(/Redis unreachable/)).toBe(2);

    // A fresh, empty Redis comes back: the clients reconnect on their own.
    await redis.start();
    // B wrote its logout to Redis once it answered: A, which never saw it, refuses the copy now.
    expect(await eventually(async () => (await userOn(a, loggedOutDuring)) === null)).toBe(true);
    // Shared counters again: 10 failures spread over A and B, then both refuse.
    const address = '203.0.113.66';
    for (let failure = 0; failure < 10; failure += 1) expect(await attempt(failure % 2 ? a : b, address)).toBe(400);
    expect(await attempt(a, address)).toBe(429);
    expect(await attempt(b, address)).toBe(429);
    expect(logged(/rate limits shared through Redis again/)).toBe(2);
    expect(logged(/a password was supplied/)).toBe(0);
  }, 40_000);

  it('full (writes refused): the same fallbacks, and the logouts taken meanwhile are shared once it has room', async () => {
    const admin = new Redis(redis.url, { protocol: 2 });
    const before = logs.messages().length;
    const cookie = await login(a, '203.0.113.70');
    try {
      // Below what it already holds: every write is refused (OOM), reads still answer.
      await admin.config('SET', 'maxmemory-policy', 'noeviction');
      await admin.config('SET', 'maxmemory', '1');
      for (let failure = 0; failure < 10; failure += 1) expect(await attempt(b, '203.0.113.71')).toBe(400);
      expect(await attempt(b, '203.0.113.71')).toBe(429);
      expect(await attempt(b, '203.0.113.72', right)).toBe(200);
      await logout(a, cookie);
      expect(await userOn(a, cookie)).toBeNull();
      expect(logs.messages().slice(before).join(' ')).toMatch(/OOM/);
    } finally {
      await admin.config('SET', 'maxmemory', '0');
      admin.disconnect();
    }
    // The revocation A could not write is written at one of A's next checks against Redis: B refuses the copy.
    const other = await login(a, '203.0.113.73');
    expect(
      await eventually(async () => {
        await userOn(a, other);
        return (await userOn(b, cookie)) === null;
      }),
    ).toBe(true);
  }, 30_000);
});
