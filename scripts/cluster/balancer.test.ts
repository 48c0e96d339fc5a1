import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBalancer } from './balancer';

/** A backend that answers with its name, the Host it saw and the forwarded address. */
async function backend(name: string): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ name, host: req.headers.host, forwarded: req.headers['x-forwarded-for'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: http.Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

describe('the local balancer', () => {
  it('spreads requests in turn, keeps the Host and forwards the client address', async () => {
    const [a, b] = await Promise.all([backend('a'), backend('b')]);
    const balancer = createBalancer([a.url, b.url]);
    const url = await listen(balancer.server);
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push(await (await fetch(url)).json());
      }
      expect(answers.map((answer) => answer.name)).toEqual(['a', 'b', 'a', 'b']);
      // The instance sees the address the browser used (SITE_URL's host), not its own.
      expect(answers[0]).toMatchObject({ host: new URL(url).host, forwarded: '127.0.0.1' });
      expect(balancer.served).toEqual([2, 2]);
    } finally {
      await Promise.all([close(balancer.server), close(a.server), close(b.server)]);
    }
  });

  it('sends a read to the other instance when one is down, and says 502 in French when all are', async () => {
    const [a, b] = await Promise.all([backend('a'), backend('b')]);
    const balancer = createBalancer([a.url, b.url]);
    const url = await listen(balancer.server);
    try {
      await close(a.server);
      for (let i = 0; i < 3; i += 1) expect((await (await fetch(url)).json()).name).toBe('b');
      const write = await fetch(url, { method: 'POST', body: '{}' });
      expect([200, 502]).toContain(write.status);
      await close(b.server);
      const none = await fetch(url);
      expect(none.status).toBe(502);
      expect((await none.json()).message).toMatch(/momentanément indisponible/);
    } finally {
      await close(balancer.server);
    }
  });
});
