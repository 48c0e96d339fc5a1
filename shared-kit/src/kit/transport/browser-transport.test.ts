/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kit } from '../kit';
import { silentLog } from '../testing/fake-transport';
import { browserTransport } from './browser-transport';

/** The real transport (fetch) against a local server on port 0: answers, bodies, and dropped connections. */
describe('browserTransport', () => {
  let server: http.Server;
  let baseUrl: string;
  let connections = 0;
  let hanging = 0;
  const received: { method?: string; url?: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, body });
        if (request.url?.startsWith('/drop')) {
          connections += 1;
          request.socket.destroy();
          return;
        }
        if (request.url?.startsWith('/hang')) {
          hanging += 1;
          // Never answered: the connection stays open until the client gives up.
          return;
        }
        if (request.url?.startsWith('/empty')) {
          response.writeHead(204).end();
          return;
        }
        response.writeHead(request.url?.startsWith('/fail') ? 503 : 200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ echo: body === '' ? null : (JSON.parse(body) as unknown) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('sends JSON and parses the answer, whatever the status', async () => {
    await expect(browserTransport({ method: 'POST', url: `${baseUrl}/ok`, json: { a: 1 } })).resolves.toEqual({
      status: 200,
      body: { echo: { a: 1 } },
    });
    await expect(browserTransport({ method: 'GET', url: `${baseUrl}/fail` })).resolves.toEqual({
      status: 503,
      body: { echo: null },
    });
    await expect(browserTransport({ method: 'GET', url: `${baseUrl}/empty` })).resolves.toEqual({
      status: 204,
      body: null,
    });
  });

  it('rejects when the connection drops, and the kit retries it twice (3 attempts)', async () => {
    await expect(browserTransport({ method: 'GET', url: `${baseUrl}/drop` })).rejects.toMatchObject({
      name: 'TypeError',
    });
    connections = 0;
    const kit = new Kit({ logSink: silentLog, retryDelaysMs: [10, 10] });
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: { api: `${baseUrl}/drop`, upload: baseUrl } });
    await kit.init('client');
    await expect(kit.findUserWithEmail('a@b.fr')).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    expect(connections).toBe(3);
  });

  it('maps a real 503 to SERVER_ERROR without retrying', async () => {
    const before = received.length;
    const kit = new Kit({ logSink: silentLog, retryDelaysMs: [10, 10] });
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: { api: `${baseUrl}/fail`, upload: baseUrl } });
    await kit.init('client');
    await expect(kit.getPartnerSettings()).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 503 });
    expect(received.length - before).toBe(1);
    expect(received.at(-1)?.url).toBe('/fail/api/v2/partners/settings?client_id=client');
  });

  it('reports upload progress once done when only fetch is available', async () => {
    const form = new FormData();
    form.set('file', new Blob(['12345']), 'a.jpg');
    const progress = jest.fn();
    await browserTransport({ method: 'POST', url: `${baseUrl}/empty`, form, onUploadProgress: progress });
    expect(progress).toHaveBeenCalledWith(5, 5);
  });

  it('gives up on a request left unanswered at its deadline, as a timeout', async () => {
    // The deadline passes when the test says so, not after milliseconds that a busy machine stretches.
    const deadline = new AbortController();
    const deadlineSignal = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    try {
      const hangingBefore = hanging;
      let settled = false;
      const answer = browserTransport({ method: 'GET', url: `${baseUrl}/hang`, timeoutMs: 200 });
      answer.then(
        () => (settled = true),
        () => (settled = true),
      );
      while (hanging === hangingBefore) await new Promise((resolve) => setImmediate(resolve));
      // Received, never answered: before its deadline the transport still waits.
      expect(settled).toBe(false);
      expect(deadlineSignal).toHaveBeenCalledWith(200);
      deadline.abort(new DOMException('The operation was aborted due to timeout.', 'TimeoutError'));
      await expect(answer).rejects.toMatchObject({
        name: 'TransportTimeoutError',
        message: expect.stringContaining('GET /hang within 200 ms'),
      });
    } finally {
      deadlineSignal.mockRestore();
    }
  });

  it('asks a hung read again (3 attempts) but not a hung write: both end in TIMEOUT with what to do in French', async () => {
    // Long enough for each attempt to reach the server on a loaded machine before it is given up.
    const deadlines = { readMs: 400, writeMs: 400, uploadBaseMs: 400, uploadBytesPerSecond: 1_000_000 };
    const kit = new Kit({ logSink: silentLog, retryDelaysMs: [10, 10], deadlines });
    await kit.configure({ region: 'fr', environment: 'test', baseUrls: { api: `${baseUrl}/hang`, upload: baseUrl } });
    await kit.init('client');
    hanging = 0;
    await expect(kit.findUserWithEmail('a@b.fr')).rejects.toMatchObject({
      code: 'TIMEOUT',
      user_message: expect.stringContaining('trop de temps à répondre'),
    });
    expect(hanging).toBe(3);
    hanging = 0;
    await expect(kit.askToResetPassword('a@b.fr')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(hanging).toBe(1);
  });
});
