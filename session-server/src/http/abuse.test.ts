/**
 * Requests that must not force work nor show the framework: backslash and malformed addresses, other methods on
 * pages, oversized or odd form posts, and the budget of form posts (pages: request-budgets.test.ts) — each answered in
 * French, cheaply, with no stack trace in the log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { capturedLogs, type CapturedLogs } from '../test-support/captured-logs';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { testApp } from '../test-support/test-app';

let provider: FakeProvider;
let logs: CapturedLogs;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => {
  logs = capturedLogs();
});
afterEach(() => {
  // Nothing here is a failure of ours: no error line, no stack trace.
  expect(logs.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  expect(logs.text()).not.toMatch(/\bat .*\.(ts|js):\d+/);
  logs.stop();
});

const site = (env: Record<string, string> = {}) =>
  testApp({ PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile(), ...env }).app;
const BROWSER = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const FORM = { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' };

/** The raw path as a client sends it (supertest would tidy a backslash away). */
async function rawGet(app: Express, path: string): Promise<{ status: number; location?: string; body: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path, headers: BROWSER }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
        })
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('backslash and malformed addresses', () => {
  it.each([
    ['/\\', '/'],
    ['/\\@', '/@'],
    ['/\\?x', '/?x'],
    ['/\\:99999', '/:99999'],
    ['/\\\\evil.example/x', '/evil.example/x'],
    ['/faq\\', '/faq'],
  ])('%s answers a 301 to a path of the site: %s', async (path, location) => {
    const answer = await rawGet(site(), path);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(location);
    expect(answer.location).toMatch(/^\/(?![/\\])/);
  });

  it.each(['/%E0%A4%A', '/%', '/faq/%zz'])('%s answers 400 with a French page', async (path) => {
    const answer = await rawGet(site(), path);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Cette adresse est mal formée.');
    expect(answer.body).not.toMatch(/URI malformed|<script/);
  });
});

describe('other methods than GET on the pages', () => {
  it('a POST to a page is a French 405 (Allow: GET, HEAD), not « Cannot POST »', async () => {
    const app = site();
    for (const [method, path] of [
      ['post', '/faq'],
      ['put', '/la-grande-boutique'],
      ['delete', '/'],
    ] as const) {
      const answer = await request(app)[method](path).set(BROWSER).expect(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.text).toContain('ne reçoit aucun envoi');
      expect(answer.text).not.toContain('Cannot');
    }
    const json = await request(app).post('/faq').set('Accept', 'application/json').expect(405);
    expect(json.body).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('plain form posts', () => {
  const login = '/connexion/se-connecter';
  const fields = (count: number) => Array.from({ length: count }, (_, index) => `a${index}=1`).join('&');

  it('refuses 30 fields (400), an oversized body (413) and a body that is no form (415), without a render', async () => {
    const app = site({ BODY_LIMIT_BYTES: '4096' });
    const many = await request(app).post(login).set(FORM).type('form').send(fields(30)).expect(400);
    expect(many.text).toContain('Le formulaire envoyé contient trop de champs.');
    const large = await request(app)
      .post(login)
      .set(FORM)
      .type('form')
      .send(`email=${'a'.repeat(20_000)}`);
    expect(large.status).toBe(413);
    expect(large.text).toContain('Le formulaire envoyé est trop volumineux.');
    const json = await request(app).post(login).set(FORM).set(BROWSER).send({ email: 'x' }).expect(415);
    expect(json.text).toContain('ne reçoit que les formulaires de sa page');
    // The small error page, never the rendered login page.
    for (const answer of [many, large, json]) expect(answer.text).not.toContain('Bonjour');
  });

  it('counts every post from an address before reading it: past the budget, a French 429 with Retry-After', async () => {
    const app = site({ RATE_LIMIT_FORM_POSTS_PER_IP: '4' });
    const from = { ...FORM, 'X-Forwarded-For': '203.0.113.90' };
    const statuses: number[] = [];
    for (let post = 0; post < 4; post += 1) {
      statuses.push(
        (
          await request(app)
            .post(login)
            .set(from)
            .type('form')
            .send(fields(post % 2 ? 30 : 1))
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400]);
    const refused = await request(app).post(login).set(from).type('form').send('email=a%40b.fr&password=x');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toMatch(
      /Trop de formulaires envoyés en peu de temps\. Merci de réessayer dans \d+ (secondes?|minute)\./,
    );
    // Another address is not concerned.
    await request(app)
      .post(login)
      .set({ ...FORM, 'X-Forwarded-For': '198.51.100.90' })
      .type('form')
      .send(fields(30))
      .expect(400);
  });
});
