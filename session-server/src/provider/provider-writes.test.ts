/**
 * The provider writes' transport against real sockets on 127.0.0.1: at most its connections at once, the rest queued;
 * sent again only when the provider never received the write.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerWrites, WriteFailure } from './provider-writes';

interface Stub {
  url: string;
  /** Requests received, and connections opened to send them. */
  received: number;
  connections: number;
  close(): Promise<void>;
}

/** Closed after each test, passed or failed: an open server would keep jest waiting. */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A provider that answers each request as `handle` says. */
async function stub(handle: (req: http.IncomingMessage, res: http.ServerResponse, nth: number) => void): Promise<Stub> {
  const state = { received: 0, connections: 0 };
  const server = http.createServer((req, res) => {
    state.received += 1;
    req.resume();
    handle(req, res, state.received);
  });
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return Object.assign(state, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close });
}

function writesTo(options: Parameters<typeof providerWrites>[0]) {
  const writes = providerWrites(options);
  cleanups.push(() => writes.close());
  return writes;
}

const post = (writes: ReturnType<typeof providerWrites>, url: string) =>
  writes.send('POST', new URL(`${url}/api/fidmarques/v1/sdk/login`), { 'Content-Type': 'application/json' }, '{}');

/** A port nothing listens on: connections to it are refused. */
async function refusingUrl(): Promise<string> {
  const closed = await stub(() => undefined);
  await cleanups.pop()?.();
  return closed.url;
}

describe('provider writes', () => {
  it('keep at most their connections at the provider, kept alive, the other writes waiting for one', async () => {
    const provider = await stub((_req, res) => res.end('{}'));
    const writes = writesTo({ url: provider.url, timeoutMs: 10_000, connections: 4 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(writes, provider.url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(provider.received).toBe(20);
    expect(provider.connections).toBe(4);
  });

  it('send a write again while its connection is refused, then say the provider could not be reached', async () => {
    const url = await refusingUrl();
    const attempts = jest.spyOn(http, 'request');
    const writes = writesTo({ url, timeoutMs: 10_000, retryDelaysMs: [1, 1, 1] });
    const failure = await post(writes, url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WriteFailure);
    expect(failure).toMatchObject({ sent: false });
    expect(attempts).toHaveBeenCalledTimes(4);
    attempts.mockRestore();
  });

  it('send a write again on a kept-alive connection the provider closed before answering', async () => {
    const provider = await stub((req, res, nth) => {
      // The second request comes on the first one's connection, kept alive: dropped as an idle connection would be.
      if (nth === 2) req.socket.destroy();
      else res.end('{}');
    });
    const writes = writesTo({ url: provider.url, timeoutMs: 10_000, connections: 1, retryDelaysMs: [1] });
    expect((await post(writes, provider.url)).status).toBe(200);
    expect((await post(writes, provider.url)).status).toBe(200);
    expect(provider.received).toBe(3);
  });

  it('never send twice a write that may have been received: reset on a new connection, or no answer in time', async () => {
    const resetting = await stub((req) => req.socket.destroy());
    const writes = writesTo({ url: resetting.url, timeoutMs: 10_000, retryDelaysMs: [1, 1] });
    expect(await post(writes, resetting.url).catch((error: unknown) => error)).toMatchObject({ sent: true });
    expect(resetting.received).toBe(1);

    const silent = await stub(() => undefined);
    const waiting = writesTo({ url: silent.url, timeoutMs: 1_000, retryDelaysMs: [1, 1] });
    const late = await post(waiting, silent.url).catch((error: unknown) => error);
    expect(late).toMatchObject({ sent: true, timedOut: true, name: 'TimeoutError' });
    expect(silent.received).toBe(1);
  });
});
