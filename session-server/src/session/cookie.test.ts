import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, TEST_KEY, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => provider.accounts.clear());

const camille = {
  email: 'camille@example.fr',
  password: 'pates-fraiches-2025',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};
const DAY_MS = 24 * 3600 * 1000;

function cookies(res: request.Response): string[] {
  return (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}
const named = (all: string[], name: string) => all.find((cookie) => cookie.startsWith(`${name}=`));
/** `name=value` pairs, as a browser sends them back. */
const jar = (all: string[]) => all.map((cookie) => cookie.split(';')[0]).join('; ');

describe('session cookie', () => {
  it('is signed, HttpOnly, SameSite=Lax, path /, for 730 days, not Secure outside production', async () => {
    const before = Date.now();
    const res = await request(testApp({ PROVIDER_URL: provider.url }).app)
      .post('/api/signup')
      .set(FROM_SITE)
      .send(camille);
    const all = cookies(res);
    const session = named(all, 'lgb_session');
    const signature = named(all, 'lgb_session.sig');
    expect(session).toBeDefined();
    expect(signature).toBeDefined();
    for (const cookie of [session, signature]) {
      expect(cookie).toMatch(/; path=\//);
      expect(cookie).toMatch(/; samesite=lax/);
      expect(cookie).toMatch(/; httponly/);
      expect(cookie).not.toMatch(/; secure/);
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
      expect(Math.abs(expires - (before + 730 * DAY_MS))).toBeLessThan(60_000);
    }
  });

  it('is Secure in production (behind the TLS-terminating proxy)', async () => {
    const { app } = testApp({
      APP_ENV: 'production',
      PROVIDER_URL: provider.url,
      SITE_URL: 'https://www.la-grande-boutique.fr',
    });
    const res = await request(app)
      .post('/api/signup')
      .set({ ...FROM_SITE, Origin: 'https://www.la-grande-boutique.fr', 'X-Forwarded-Proto': 'https' })
      .send(camille);
    expect(res.status).toBe(201);
    const all = cookies(res);
    expect(named(all, 'lgb_session')).toMatch(/; secure/);
    expect(named(all, 'lgb_session.sig')).toMatch(/; secure/);
  });

  it('ignores a tampered cookie', async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url });
    const all = cookies(await request(app).post('/api/signup').set(FROM_SITE).send(camille));
    const value = named(all, 'lgb_session')?.split(';')[0]?.slice('lgb_session='.length) ?? '';
    const forged = Buffer.from(
      JSON.stringify({
        user: { ...JSON.parse(Buffer.from(value, 'base64').toString()).user, email: 'admin@example.fr' },
      }),
    ).toString('base64');
    const tampered = jar(all).replace(value, forged);
    const res = await request(app).get('/api/session').set('Cookie', tampered);
    expect(res.body.user).toBeNull();
    expect((await request(app).get('/api/session').set('Cookie', jar(all))).body.user.email).toBe(camille.email);
  });

  it('rotates keys: a cookie signed with the old key still works and is re-signed with the new one', async () => {
    const old = testApp({ PROVIDER_URL: provider.url, SESSION_KEYS: TEST_KEY }).app;
    const all = cookies(await request(old).post('/api/signup').set(FROM_SITE).send(camille));
    const rotated = testApp({ PROVIDER_URL: provider.url, SESSION_KEYS: `new-${TEST_KEY},${TEST_KEY}` }).app;
    const res = await request(rotated).get('/api/session').set('Cookie', jar(all));
    expect(res.body.user.email).toBe(camille.email);
    const resigned = named(cookies(res), 'lgb_session.sig');
    expect(resigned).toBeDefined();
    expect(resigned).not.toBe(named(all, 'lgb_session.sig'));

    const newOnly = testApp({ PROVIDER_URL: provider.url, SESSION_KEYS: `new-${TEST_KEY}` }).app;
    expect((await request(newOnly).get('/api/session').set('Cookie', jar(all))).body.user).toBeNull();
  });
});
