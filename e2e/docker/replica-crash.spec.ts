/**
 * A replica crashes (its process killed with SIGKILL, as the kernel's OOM killer would: `docker kill` would be a
 * manual stop that the restart policy honours) while a logged-in visitor's pages and API reads go through nginx:
 * nginx sends each read to the other replica, the visitor stays logged in (the session is the cookie), the policy
 * brings the replica back, and what Redis holds (revocations, failure counters) holds on it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { containersOf, waitHealthy } from '../../scripts/docker/compose-stack';
import { startBackgroundLoad } from './support/background-load';
import { logIn, logOut, newApi, replicaBases, sessionEmail, signUpAccount, SITE } from './support/site';

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await newApi();
});
test.afterAll(async () => {
  await api.dispose();
});

test('a replica killed under load: no failed read, back by itself, sessions, revocations and limits hold', async () => {
  test.setTimeout(180_000);
  const email = await signUpAccount(api, 'crash', '198.51.100.20');
  const { cookie } = await logIn(api, SITE, email, '198.51.100.20');
  const [victim] = containersOf('site');
  expect(victim?.running).toBe(true);

  const load = startBackgroundLoad({ cookie, paths: ['/la-grande-boutique', '/api/session', '/mon-compte'] });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const killedAt = Date.now();
  process.kill(victim!.pid, 'SIGKILL');
  await expect
    .poll(() => containersOf('site').find((c) => c.id === victim!.id)?.restartCount ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(victim!.restartCount);
  await waitHealthy(['site'], 90_000);
  const recoveredInMs = Date.now() - killedAt;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const count = await load.stop();
  console.log(`[crash] replica back and healthy ${recoveredInMs} ms after SIGKILL; requests: ${JSON.stringify(count)}`);
  expect(count.requests).toBeGreaterThan(100);
  expect(count.failed).toBe(0);
  expect(count.timeouts).toBe(0);

  // Still logged in, on both replicas (the restarted one included).
  const replicas = replicaBases();
  expect(replicas).toHaveLength(2);
  for (const replica of replicas) expect(await sessionEmail(api, replica, cookie)).toBe(email);

  // A logout on one replica is refused by the restarted one (the revocation is in Redis, not in the dead process).
  const second = await logIn(api, SITE, email, '198.51.100.21');
  await logOut(api, replicas[1]!, second.cookie, '198.51.100.21');
  for (const replica of replicas) expect(await sessionEmail(api, replica, second.cookie)).toBeNull();

  // Failed logins from one address spread over both replicas: counted once, in Redis. The 11th try, with the right
  // password, is refused on both; the owner still gets in from their own address.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const replica = replicas[attempt % 2]!;
    expect((await logIn(api, replica, email, '198.51.100.22', 'Mauvais-1234!')).status).toBe(400);
  }
  for (const replica of replicas) expect((await logIn(api, replica, email, '198.51.100.22')).status).toBe(429);
  expect((await logIn(api, SITE, email, '198.51.100.23')).status).toBe(200);
});
