import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { capturedLogs } from '../test-support/captured-logs';
import { eventually } from '../test-support/instances';
import { currentLog, logger, requestLines } from './logger';
import { requestLogging, type AnswerObserver } from './request-log';

describe('the request line', () => {
  const answered = jest.fn<ReturnType<AnswerObserver>, Parameters<AnswerObserver>>();
  const app = express();
  app.use(requestLogging(answered));
  app.get('/api/session', (_req, res) => void res.json({ user: null }));
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

  it('is written for the session read at debug only, and every answer is told to the observer once, lined or not', async () => {
    const logs = capturedLogs();
    answered.mockClear();
    try {
      await request(app).get('/api/session').expect(200);
      await request(app).get('/healthz').expect(200);
      expect(logs.lines()).toEqual([]);
      expect(answered.mock.calls).toEqual([
        ['GET', '/api/session', 200, expect.any(Number)],
        ['GET', '/healthz', 200, expect.any(Number)],
      ]);
      requestLines.level = 'debug';
      await request(app).get('/api/session').expect(200);
      expect(logs.lines()).toEqual([
        expect.objectContaining({ level: 'debug', msg: 'request completed', url: '/api/session', status: 200 }),
      ]);
      expect(answered).toHaveBeenCalledTimes(3);
    } finally {
      requestLines.level = 'info';
      logs.stop();
    }
  });

  it('says when the answer was cut before it was sent whole, which the observer is not told', async () => {
    const logs = capturedLogs();
    answered.mockClear();
    const cut = express();
    cut.use(requestLogging(answered));
    let arrived = false;
    cut.get('/slow', () => void (arrived = true));
    const server = cut.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const asked = http.get({ host: '127.0.0.1', port, path: '/slow' });
        asked.on('error', () => resolve());
        // Left once the server has it (a fixed delay could leave before it was read, on a loaded machine).
        const leaveOnceArrived = (): void => {
          if (arrived) asked.destroy();
          else setTimeout(leaveOnceArrived, 10);
        };
        leaveOnceArrived();
      });
      await eventually(async () => logs.lines().length > 0, 2_000);
      expect(logs.lines()).toEqual([expect.objectContaining({ url: '/slow', aborted: true })]);
      expect(answered).not.toHaveBeenCalled();
    } finally {
      server.close();
      logs.stop();
    }
  });
});
