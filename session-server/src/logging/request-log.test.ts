import express from 'express';
import request from 'supertest';
import { capturedLogs } from '../test-support/captured-logs';
import { currentLog, logger } from './logger';
import { requestLogging } from './request-log';

describe('the request line', () => {
  const app = express();
  app.use(requestLogging());
  app.get('/quiet', (_req, res) => void res.json({ ok: true }));
  app.get('/talks', (_req, res) => {
    currentLog().warn('something to say');
    res.status(503).json({ ok: false });
  });
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));

  it('is one line per answer with the id sent back, and no logger of its own for a request that writes nothing else', async () => {
    const logs = capturedLogs();
    const child = jest.spyOn(logger, 'child');
    try {
      const answer = await request(app).get('/quiet?email=camille@example.fr');
      expect(child).not.toHaveBeenCalled();
      expect(logs.lines()).toEqual([
        expect.objectContaining({
          level: 'info',
          msg: 'request completed',
          reqId: answer.headers['x-request-id'],
          method: 'GET',
          url: '/quiet?email=[redacted]',
          status: 200,
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      child.mockRestore();
      logs.stop();
    }
  });

  it('carries the id on every line written for the request, at the level its status says', async () => {
    const logs = capturedLogs();
    try {
      const answer = await request(app).get('/talks').set('X-Request-Id', '0f3c9a7e5b1d4c2a8e6f0a1b');
      expect(answer.headers['x-request-id']).toBe('0f3c9a7e5b1d4c2a8e6f0a1b');
      expect(logs.lines().map(({ level, msg, reqId }) => ({ level, msg, reqId }))).toEqual([
        { level: 'warn', msg: 'something to say', reqId: '0f3c9a7e5b1d4c2a8e6f0a1b' },
        { level: 'error', msg: 'request completed', reqId: '0f3c9a7e5b1d4c2a8e6f0a1b' },
      ]);
    } finally {
      logs.stop();
    }
  });

  it('is not written for the probes', async () => {
    const logs = capturedLogs();
    try {
      expect((await request(app).get('/healthz')).status).toBe(200);
      expect(logs.lines()).toEqual([]);
    } finally {
      logs.stop();
    }
  });
});
