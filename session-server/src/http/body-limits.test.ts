import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { listening, requestHead, sendAndWait } from '../test-support/raw-request';
import { testApp } from '../test-support/test-app';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_BODY_TIMEOUT_MS } from './body-limits';

/**
 * The launch-day probe: a post announcing a gigabyte (or 20 000 bytes) and sending a byte now and then stayed open for
 * minutes. Each case is held by what the server answers and that it closes the connection; the deadline is made short
 * (BODY_TIMEOUT_MS) so the 408 comes while the test waits, never compared with a clock.
 */
const DEADLINE_MS = 200;
const { app } = testApp({ HOST_SERVER_RENDER: fakeRendererFile(), BODY_TIMEOUT_MS: String(DEADLINE_MS) });
let server: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  server = await listening(http.createServer(app));
});
afterAll(() => server.close());

const ROUTES = [
  { path: '/api/login', type: 'application/json', accept: 'application/json', first: '{' },
  { path: '/connexion/se-connecter', type: 'application/x-www-form-urlencoded', accept: 'text/html', first: 'e' },
] as const;

const head = (route: (typeof ROUTES)[number], length: string | null) =>
  requestHead([
    `POST ${route.path} HTTP/1.1`,
    'Host: localhost:3000',
    `Content-Type: ${route.type}`,
    `Accept: ${route.accept}`,
    length === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`,
  ]);

describe.each(ROUTES)('a body sent to $path', (route) => {
  it.each(['1000000000', String(DEFAULT_BODY_LIMIT_BYTES + 1)])(
    'announcing %s bytes is refused with 413 before it is read, and the connection closed',
    async (length) => {
      const answer = await sendAndWait(server.port, head(route, length) + route.first);
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      if (route.accept === 'application/json') {
        expect(JSON.parse(answer.body)).toEqual({
          error: 'payload_too_large',
          message: 'La requête est trop volumineuse.',
        });
      } else {
        expect(answer.body).toContain('Le formulaire envoyé est trop volumineux.');
      }
    },
  );

  it('without a length (chunked) is cut with 413 once it passes the limit, its end never sent', async () => {
    const chunk = route.first.repeat(4096);
    const chunks = Array.from({ length: 5 }, () => `1000\r\n${chunk}\r\n`).join('');
    const answer = await sendAndWait(server.port, head(route, null) + chunks);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('that stops arriving is answered 408 once the deadline passes, and the connection closed', async () => {
    const answer = await sendAndWait(server.port, head(route, '100') + route.first);
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    if (route.accept === 'application/json') {
      expect(JSON.parse(answer.body)).toEqual({
        error: 'request_timeout',
        message: 'La requête est arrivée trop lentement. Merci de réessayer.',
      });
    } else {
      expect(answer.body).toContain('Le formulaire envoyé est arrivé trop lentement. Merci de réessayer.');
      expect(answer.body).not.toContain('<script');
    }
  });
});

describe('bodies within the limits', () => {
  it('are read as before, the server still answering after the refusals', async () => {
    await request(app)
      .post('/api/login')
      .set({ Origin: 'http://localhost:3000', 'Content-Type': 'application/json' })
      .send(JSON.stringify({ email: 'pas-une-adresse', password: 'x' }))
      .expect(400)
      .expect((res) => expect(res.body.error).toBe('invalid_parameter'));
    const atTheLimit = JSON.stringify({ email: 'a'.repeat(DEFAULT_BODY_LIMIT_BYTES - 30), password: 'x' });
    expect(Buffer.byteLength(atTheLimit)).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT_BYTES);
    await request(app)
      .post('/api/login')
      .set({ Origin: 'http://localhost:3000', 'Content-Type': 'application/json' })
      .send(atTheLimit)
      .expect(400)
      .expect((res) => expect(res.body.invalid_parameter).toBe('email'));
  });
});

describe('the balancer in front (docker/nginx/balancer.conf)', () => {
  const balancer = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docker', 'nginx', 'balancer.conf'), 'utf8');
  /** A directive's value in bytes or milliseconds, as nginx reads `16k`, `1m`, `10s`, `500ms`. */
  const value = (name: string) => {
    const [, amount, unit = ''] = balancer.match(new RegExp(`^\\s*${name} (\\d+)(k|m|ms|s)?;`, 'm')) ?? [];
    const scale: Record<string, number> = { '': 1, k: 1024, m: 1024 * 1024, ms: 1, s: 1000 };
    return Number(amount) * (scale[unit] ?? NaN);
  };

  it('refuses what the site refuses: the same size, the same time for the headers and the body', () => {
    expect(value('client_max_body_size')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(value('client_header_timeout')).toBe(DEFAULT_BODY_TIMEOUT_MS);
    expect(value('client_body_timeout')).toBe(DEFAULT_BODY_TIMEOUT_MS);
  });
});
