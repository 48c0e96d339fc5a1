import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { requestLogging } from './request-log';

function loggedApp() {
  const written: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void written.push(line) });
  const app = express();
  app.use(requestLogging(log));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/{*splat}', (req, res) => {
    req.log.info('answering');
    res.json({});
  });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines };
}

describe('request log', () => {
  it("logs the caller's request id on every line of the request, and answers with it", async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/api/v2/users/settings').set('X-Request-Id', 'site-0123456789abcdef');
    expect(res.headers['x-request-id']).toBe('site-0123456789abcdef');
    expect(lines()).toEqual([
      expect.objectContaining({ reqId: 'site-0123456789abcdef', msg: 'answering' }),
      expect.objectContaining({
        reqId: 'site-0123456789abcdef',
        method: 'GET',
        path: '/api/v2/users/settings',
        status: 200,
        msg: 'request completed',
      }),
    ]);
  });

  it('logs neither the query (tokens travel there) nor an e-mail in the path, nor the probes', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/api/kitv4/receipts?access_token=jeton-secret-123');
    await request(app).get('/__sandbox/users/camille@example.fr/stars');
    await request(app).get('/healthz');
    const text = JSON.stringify(lines());
    expect(text).not.toMatch(/jeton-secret-123|camille@example\.fr/);
    expect(lines().map((line) => line.path)).toEqual([
      undefined,
      '/api/kitv4/receipts',
      undefined,
      '/__sandbox/users/[redacted]/stars',
    ]);
  });

  it('makes its own id when the caller sends none, or a malformed one', async () => {
    const { app } = loggedApp();
    const res = await request(app).get('/api/kitv4/offers').set('X-Request-Id', 'pas un identifiant');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
