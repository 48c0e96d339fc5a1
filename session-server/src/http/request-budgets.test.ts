/**
 * The budgets of pages drawn for a logged-in visitor (README « Who is counted »): per session and per account, never
 * per address; past them a personal page is a small French 429 and a public page still comes, drawn by the browser.
 */
import type { Express } from 'express';
import request from 'supertest';
import { startFakeProvider, CLIENT_ID, type FakeProvider } from '../test-support/fake-provider';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { testAccount } from '../test-support/instances';
import { FROM_SITE, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const site = (env: Record<string, string> = {}) =>
  testApp({ PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile(), ...env }).app;
const BROWSER = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const OFFICE = '203.0.113.91';

/** An account made at the provider (not through the site: no sign-up budget on the way). */
async function account(email: string) {
  const made = testAccount(email);
  const answer = await fetch(`${provider.url}/api/fidmarques/v1/sdk/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, email, password: made.right.password, first_name: 'Camille' }),
  });
  expect(answer.status).toBe(201);
  return made;
}

/** A new session of the account (a login), from `address`. */
async function session(app: Express, email: string, address = OFFICE) {
  const answer = await request(app)
    .post('/api/login')
    .set({ ...FROM_SITE, 'X-Forwarded-For': address })
    .send(testAccount(email).right)
    .expect(200);
  return { Cookie: (answer.headers['set-cookie'] as unknown as string[]).join('; '), 'X-Forwarded-For': address };
}

const statuses = async (app: Express, visitor: Record<string, string>, path: string, times: number) => {
  const seen: number[] = [];
  for (let page = 0; page < times; page += 1)
    seen.push((await request(app).get(path).set(BROWSER).set(visitor)).status);
  return seen;
};

describe('pages drawn for a logged-in visitor', () => {
  it('have a budget per session: past it a French 429 titled so, with Retry-After; public pages still come', async () => {
    const app = site({ RATE_LIMIT_PAGES_PER_SESSION: '3', RATE_LIMIT_PAGES_PER_ACCOUNT: '10' });
    await account('budget.camille@example.fr');
    const camille = await session(app, 'budget.camille@example.fr');
    expect(await statuses(app, camille, '/mon-compte', 4)).toEqual([200, 200, 200, 429]);
    const refused = await request(app).get('/mon-compte').set(BROWSER).set(camille).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('<title>Trop de pages ouvertes · La Grande Boutique</title>');
    expect(refused.text).toContain('<h1>Trop de pages ouvertes</h1>');
    expect(refused.text).toContain('Erreur 429 · <span lang="en">Too Many Requests</span>');
    expect(refused.text).not.toContain('Internal Server Error');
    expect(refused.text).toMatch(/Vous avez ouvert beaucoup de pages en peu de temps\. Merci de réessayer dans/);
    expect(refused.text).not.toContain('Bonjour');
    // The FAQ is not refused: it comes as the browser draws it (index.html with its head), no draw here.
    const faq = await request(app).get('/faq').set(BROWSER).set(camille).expect(200);
    expect(faq.text).toContain('<div id="root"></div>');
    expect(faq.text).not.toContain('Bonjour');
    // Her other device (another session) has its own budget.
    const phone = await session(app, 'budget.camille@example.fr', '198.51.100.4');
    expect(await statuses(app, phone, '/mon-compte', 1)).toEqual([200]);
  });

  it('have a budget per account, all its sessions together', async () => {
    const app = site({ RATE_LIMIT_PAGES_PER_SESSION: '3', RATE_LIMIT_PAGES_PER_ACCOUNT: '5' });
    await account('budget.famille@example.fr');
    const laptop = await session(app, 'budget.famille@example.fr');
    const phone = await session(app, 'budget.famille@example.fr', '198.51.100.5');
    expect(await statuses(app, laptop, '/mon-compte', 3)).toEqual([200, 200, 200]);
    expect(await statuses(app, phone, '/mon-compte', 3)).toEqual([200, 200, 429]);
    // Someone else is not concerned.
    await account('budget.voisin@example.fr');
    expect(await statuses(app, await session(app, 'budget.voisin@example.fr'), '/mon-compte', 1)).toEqual([200]);
  });

  it('count only what is drawn for the visitor: neither anonymous pages nor pages that are not pages', async () => {
    const app = site({ RATE_LIMIT_PAGES_PER_SESSION: '2' });
    await account('budget.lecteur@example.fr');
    const reader = await session(app, 'budget.lecteur@example.fr');
    // Asked as JSON (a script, not a page): not drawn, not counted.
    for (let call = 0; call < 3; call += 1) {
      await request(app).get('/mon-compte').set('Accept', 'application/json').set(reader);
    }
    expect(await statuses(app, reader, '/mon-compte', 3)).toEqual([200, 200, 429]);
    for (let page = 0; page < 5; page += 1) {
      await request(app).get('/faq').set(BROWSER).set('X-Forwarded-For', OFFICE).expect(200);
    }
  });

  it('never shut an address out: 640 pages of 320 accounts behind one address, then one who loaded nothing', async () => {
    const app = site();
    const emails = Array.from({ length: 321 }, (_, index) => `nat${index}@example.fr`);
    for (const email of emails) await account(email);
    const seen = new Map<number, number>();
    for (const email of emails.slice(0, 320)) {
      const visitor = await session(app, email);
      for (const status of await statuses(app, visitor, '/mon-compte', 2))
        seen.set(status, (seen.get(status) ?? 0) + 1);
    }
    expect([...seen]).toEqual([[200, 640]]);
    const last = await session(app, emails[320] as string);
    expect(await statuses(app, last, '/mon-compte', 1)).toEqual([200]);
  }, 60_000);
});
