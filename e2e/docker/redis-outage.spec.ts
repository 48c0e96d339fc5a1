/**
 * Redis stopped for 30 s under load (session-server README « Shared state », docker/README.md « When Redis is
 * away »): visitors see nothing different, each replica counts failed logins on its own (never « allow everything »)
 * and refuses the sessions it saw end; when Redis is back, every replica refuses them too and the shared counters
 * come back, by themselves.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { compose, containersOf, waitHealthy } from '../../scripts/docker/compose-stack';
import { startBackgroundLoad } from './support/background-load';
import { logIn, logOut, newApi, replicaBases, sessionEmail, signUpAccount, SITE } from './support/site';

const OUTAGE_MS = 30_000;
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await newApi();
});
test.afterAll(async () => {
  await api.dispose();
  // Whatever happened above, the next journeys need Redis.
  compose(['start', 'redis'], { quiet: true });
});

test('Redis stopped for 30 s: nothing fails, limits fall back to each replica, revocations catch up', async () => {
  test.setTimeout(180_000);
  const replicas = replicaBases();
  expect(replicas).toHaveLength(2);
  const [first, second] = replicas as [string, string];
  const visitor = await signUpAccount(api, 'outage', '198.51.100.30');
  const { cookie } = await logIn(api, SITE, visitor, '198.51.100.30');
  const leaver = await signUpAccount(api, 'outage-leaver', '198.51.100.31');
  const { cookie: leaverCookie } = await logIn(api, SITE, leaver, '198.51.100.31');
  const sitesBefore = containersOf('site').map((c) => `${c.id} ${c.startedAt}`);

  const load = startBackgroundLoad({ cookie, paths: ['/la-grande-boutique', '/api/session', '/mon-compte'] });
  compose(['stop', 'redis'], { quiet: true });
  const stoppedAt = Date.now();

  // A new visitor signs up and logs in as usual.
  const newcomer = await signUpAccount(api, 'outage-newcomer', '198.51.100.32');
  expect((await logIn(api, SITE, newcomer, '198.51.100.32')).status).toBe(200);
  // Failed logins on one replica are still counted there: the 11th try is refused.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await logIn(api, first, visitor, '198.51.100.33', 'Mauvais-1234!')).status).toBe(400);
  }
  expect((await logIn(api, first, visitor, '198.51.100.33')).status).toBe(429);
  // A logout while Redis is away: the replica that saw it refuses the copied cookie at once.
  await logOut(api, first, leaverCookie, '198.51.100.31');
  expect(await sessionEmail(api, first, leaverCookie)).toBeNull();

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
  compose(['start', 'redis'], { quiet: true });
  await waitHealthy(['redis'], 30_000);
  // Back by itself: the other replica learns the logout it did not see.
  await expect.poll(() => sessionEmail(api, second, leaverCookie), { timeout: 20_000 }).toBeNull();
  const count = await load.stop();
  console.log(`[redis] requests through nginx during the 30 s outage and the return: ${JSON.stringify(count)}`);
  expect(count.requests).toBeGreaterThan(100);
  expect(count.failed).toBe(0);
  expect(count.timeouts).toBe(0);

  // Shared again: failures counted once over both replicas (10 spread over both, the 11th refused on both).
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await logIn(api, replicas[attempt % 2]!, newcomer, '198.51.100.34', 'Mauvais-1234!')).status).toBe(400);
  }
  for (const replica of replicas) expect((await logIn(api, replica, newcomer, '198.51.100.34')).status).toBe(429);
  // Nothing crashed or restarted.
  expect(containersOf('site').map((c) => `${c.id} ${c.startedAt}`)).toEqual(sitesBefore);
});
