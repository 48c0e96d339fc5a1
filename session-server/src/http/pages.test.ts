import request from 'supertest';
import { LEGACY_REDIRECTS } from 'shared-kit/contracts';
import { testApp } from '../test-support/test-app';
import { LANGUAGE_COOKIE } from './language-cookie';

const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9' });
const DAY_MS = 24 * 3600 * 1000;

describe('legacy English paths', () => {
  it.each(Object.entries(LEGACY_REDIRECTS))('%s answers 301 to %s', async (from, to) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('keeps the query string and tolerates a trailing slash', async () => {
    const res = await request(app).get('/shop/?utm_source=mail');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/la-grande-boutique?utm_source=mail');
  });
});

describe('HTML pages', () => {
  it('sets i18n_redirected=fr for 365 days, path /, SameSite Lax, when absent', async () => {
    const before = Date.now();
    const res = await request(app).get('/la-grande-boutique').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    const cookie = ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((value) =>
      value.startsWith(`${LANGUAGE_COOKIE}=`),
    );
    expect(cookie).toMatch(/^i18n_redirected=fr; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (before + 365 * DAY_MS))).toBeLessThan(60_000);
  });

  it('leaves an existing language cookie alone, and JSON answers without it', async () => {
    const page = await request(app).get('/').set({ Accept: 'text/html', Cookie: 'theme=x; i18n_redirected=fr' });
    expect(page.headers['set-cookie']).toBeUndefined();
    const config = await request(app).get('/config.json');
    expect(config.headers['set-cookie']).toBeUndefined();
  });

  it('writes the cookie again when it names a language the site does not have (only fr)', async () => {
    const page = await request(app).get('/').set({ Accept: 'text/html', Cookie: 'i18n_redirected=en' });
    const cookies = (page.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(cookies.find((value) => value.startsWith(`${LANGUAGE_COOKIE}=`))).toMatch(/^i18n_redirected=fr; /);
  });

  it('answers a missing hashed asset with a JSON 404, not the page', async () => {
    const res = await request(app).get('/assets/main.0000000000.js');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Ressource introuvable.' });
  });

  it('still serves /healthz and /config.json', async () => {
    expect((await request(app).get('/healthz')).body).toMatchObject({ status: 'ok', service: 'session-server' });
    expect((await request(app).get('/config.json')).body).toMatchObject({
      environment: 'test',
      siteUrl: 'http://localhost:3000',
    });
  });
});
