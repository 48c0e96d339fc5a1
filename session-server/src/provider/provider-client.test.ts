import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { createProviderClient, ProviderError } from './provider-client';

type ProviderClient = ReturnType<typeof createProviderClient>;

/** The client against a provider stand-in on 127.0.0.1 (or a port nobody listens on), its retries quick. */
function clientOn(port: number, clientId = 'c'): ProviderClient {
  return createProviderClient({
    url: `http://127.0.0.1:${port}`,
    clientId,
    region: 'fr',
    environment: 'test',
    timeoutMs: 60_000,
    writes: { retryDelaysMs: [1, 1] },
  });
}

/** Runs `use` with a client of a provider stand-in answering with `handle`, then stops it. */
async function withProvider(handle: http.RequestListener, use: (client: ProviderClient) => Promise<void>) {
  const provider = http.createServer(handle);
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  try {
    await use(clientOn((provider.address() as AddressInfo).port, 'client-7'));
  } finally {
    provider.closeAllConnections();
    provider.close();
  }
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the provider client's writes (the kit's operations over bounded connections)", () => {
  it('close their connection when the visitor leaves (no socket left open on a slow provider)', async () => {
    const closed: string[] = [];
    const asked: string[] = [];
    // A provider that never answers.
    const neverAnswers: http.RequestListener = (req) => {
      asked.push(req.url ?? '');
      req.socket.once('close', () => closed.push(req.url ?? ''));
    };
    await withProvider(neverAnswers, async (client) => {
      const stop = new AbortController();
      const reading = client.login('anna@example.fr', 'secret-1234', undefined, stop.signal);
      await until(() => asked.length > 0);
      expect(closed).toEqual([]);
      stop.abort(new Error('the visitor left'));
      await expect(reading).rejects.toEqual(expect.objectContaining({ code: 'cancelled', status: 0 }));
      await expect(reading).rejects.toBeInstanceOf(ProviderError);
      await until(() => closed.length > 0);
      expect(closed).toEqual(asked);
    });
  });

  it('send a write the provider may have received once: the kit does not retry what the bounded writes gave up', async () => {
    let asked = 0;
    // A provider that reads the login, then drops the connection without answering.
    const dropsAfterReading: http.RequestListener = (req) => {
      asked += 1;
      req.resume();
      req.once('end', () => req.socket.destroy());
    };
    await withProvider(dropsAfterReading, async (client) => {
      const failure = await client.login('anna@example.fr', 'secret-1234').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderError);
      expect(failure).toMatchObject({ status: 0, code: 'connection_failed' });
      expect(asked).toBe(1);
    });
  });

  it('say « unavailable » when no connection could be made, after the writes retried', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(clientOn(port).revokeToken('token-1')).rejects.toMatchObject({ status: 0, code: 'unavailable' });
  });

  it('send the kit’s paths with the visitor’s address and a request id, and read the answer', async () => {
    const seen: { url?: string; forwarded?: string; id?: boolean; body?: unknown }[] = [];
    const signsUp: http.RequestListener = (req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        seen.push({
          url: req.url,
          forwarded: req.headers['x-forwarded-for'] as string,
          id: typeof req.headers[REQUEST_ID_HEADER.toLowerCase()] === 'string',
          body: JSON.parse(text) as unknown,
        });
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ user: { email: 'anna@example.fr' }, access_token: 't-1', expires_at: 'x' }));
      });
    };
    await withProvider(signsUp, async (client) => {
      const auth = await client.signup('anna@example.fr', 'secret-1234', 'Anna', 'Roux', '203.0.113.9');
      expect(auth.access_token).toBe('t-1');
      expect(seen).toEqual([
        {
          url: '/api/fidmarques/v1/sdk/signup',
          forwarded: '203.0.113.9',
          id: true,
          body: {
            client_id: 'client-7',
            email: 'anna@example.fr',
            password: 'secret-1234',
            first_name: 'Anna',
            last_name: 'Roux',
          },
        },
      ]);
    });
  });
});
