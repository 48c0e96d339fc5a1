/**
 * Launch day: two session-server processes behind the local balancer, sharing one real Redis (README « Several
 * instances »). What one instance learns holds on the other, and a load over both answers without an error.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import autocannon from 'autocannon';
import { startCluster, type RunningCluster } from '../scripts/cluster/cluster';
import { PORTS } from '../scripts/stack';
import { readStackState } from './support/stack-state';

const SITE_PORT = 3020;
const SITE = `http://localhost:${SITE_PORT}`;
const FIRST_INSTANCE = SITE_PORT + 1;
const instanceUrl = (index: number) => `http://127.0.0.1:${FIRST_INSTANCE + index}`;
/** An instance reached on its own port is still asked for the site's address (it 301s any other host). */
const AS_SITE = { Host: `localhost:${SITE_PORT}` };
/** A browser's same-origin JSON call (the instances answer as SITE_URL, whichever port they listen on). */
const fromSite = (address: string) => ({
  ...AS_SITE,
  Origin: SITE,
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
  // The balancer (or this test, from loopback) says who the client is.
  'X-Forwarded-For': address,
});

test.describe('several session-server instances', () => {
  let cluster: RunningCluster;
  let api: APIRequestContext;
  const email = `grappe-${Date.now()}@example.fr`;
  const password = 'Pates-2026!';

  test.beforeAll(async () => {
    const { env } = readStackState();
    cluster = await startCluster({
      size: 2,
      sitePort: SITE_PORT,
      firstInstancePort: FIRST_INSTANCE,
      env: {
        ...env,
        SITE_URL: SITE,
        PROVIDER_URL: `http://localhost:${PORTS.sandbox}`,
        // Per-account limits as in production (10 failures per account and address).
        RATE_LIMIT_PER_ACCOUNT_ADDRESS: '10',
      },
      output: 'quiet',
    });
    // No cookie jar: each call carries exactly the cookie the test gives it.
    api = await playwrightRequest.newContext({ storageState: { cookies: [], origins: [] }, maxRedirects: 0 });
    const signup = await api.post(`${SITE}/api/signup`, {
      headers: fromSite('198.51.100.1'),
      data: { email, password, firstName: 'Camille', lastName: 'Grappe', termsAccepted: true, adult: true },
    });
    expect(signup.status()).toBe(201);
  });

  test.afterAll(async () => {
    await api?.dispose();
    await cluster?.stop();
  });

  async function logIn(base: string, address: string): Promise<string> {
    const answer = await api.post(`${base}/api/login`, { headers: fromSite(address), data: { email, password } });
    expect(answer.status()).toBe(200);
    return answer
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ');
  }

  const sessionUser = async (base: string, cookie: string) =>
    (
      (await (await api.get(`${base}/api/session`, { headers: { ...AS_SITE, Cookie: cookie } })).json()) as {
        user: unknown;
      }
    ).user;

  test('both instances share Redis and answer behind the balancer', async () => {
    for (const base of [SITE, instanceUrl(0), instanceUrl(1)]) {
      const health = await (await api.get(`${base}/healthz`, { headers: AS_SITE })).json();
      expect(health).toMatchObject({ status: 'ok', sharedState: 'redis' });
    }
  });

  test('a logout on instance A refuses the copied cookie on instance B', async () => {
    const cookie = await logIn(instanceUrl(0), '198.51.100.2');
    expect(await sessionUser(instanceUrl(1), cookie)).toMatchObject({ email });

    const logout = await api.delete(`${instanceUrl(0)}/api/logout`, {
      headers: { ...fromSite('198.51.100.2'), Cookie: cookie },
    });
    expect(logout.status()).toBe(200);

    expect(await sessionUser(instanceUrl(1), cookie)).toBeNull();
    expect(await sessionUser(SITE, cookie)).toBeNull();
  });

  test('10 failed logins spread over A and B: the 11th is refused on both, the owner still gets in elsewhere', async () => {
    const address = '198.51.100.3';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await api.post(`${instanceUrl(attempt % 2)}/api/login`, {
        headers: fromSite(address),
        data: { email, password: 'mauvais-mot-de-passe' },
      });
      expect(answer.status()).toBe(400);
    }
    for (const index of [0, 1]) {
      const refused = await api.post(`${instanceUrl(index)}/api/login`, {
        headers: fromSite(address),
        data: { email, password },
      });
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    }
    await logIn(SITE, '198.51.100.4');
  });

  test('a load over both instances through the balancer answers without an error', async () => {
    test.setTimeout(60_000);
    const cookie = await logIn(SITE, '198.51.100.5');
    const run = (path: string, headers: Record<string, string>) =>
      autocannon({
        url: `${SITE}${path}`,
        connections: 10,
        duration: 4,
        headers: { Host: `localhost:${SITE_PORT}`, ...headers },
      });
    for (const [path, headers] of [
      ['/api/session', { Cookie: cookie }],
      ['/', { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' }],
    ] as const) {
      const result = await run(path, headers);
      expect(result.requests.total).toBeGreaterThan(100);
      expect({ path, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        path,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    }
    // The session is still there afterwards, on either instance.
    expect(await sessionUser(instanceUrl(0), cookie)).toMatchObject({ email });
    expect(await sessionUser(instanceUrl(1), cookie)).toMatchObject({ email });
  });
});
