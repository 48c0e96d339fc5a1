import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProviderClient, ProviderError } from './provider-client';

describe("the provider client's writes", () => {
  it('close their connection when the visitor leaves (no socket left open on a slow provider)', async () => {
    const closed: string[] = [];
    const asked: string[] = [];
    // A provider that never answers.
    const provider = http.createServer((req) => {
      asked.push(req.url ?? '');
      req.socket.once('close', () => closed.push(req.url ?? ''));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = provider.address() as AddressInfo;
      const client = createProviderClient({ url: `http://127.0.0.1:${port}`, clientId: 'c', timeoutMs: 60_000 });
      const stop = new AbortController();
      const reading = client.login('anna@example.fr', 'secret-1234', undefined, stop.signal);
      while (asked.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(closed).toEqual([]);
      stop.abort(new Error('the visitor left'));
      await expect(reading).rejects.toEqual(expect.objectContaining({ code: 'cancelled', status: 0 }));
      await expect(reading).rejects.toBeInstanceOf(ProviderError);
      while (closed.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(closed).toEqual(asked);
    } finally {
      provider.closeAllConnections();
      provider.close();
    }
  });
});
