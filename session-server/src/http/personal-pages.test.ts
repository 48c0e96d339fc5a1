import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import request from 'supertest';
import { WRITES_COOKIE, type PagePlan, type ServerReadId, type ServerVisitor } from 'shared-kit/contracts';
import type { ServerReader } from '../provider/server-reads';
import { serverVisitor as visitor } from '../test-support/server-visitor';
import { PERSONAL_PAGE_TTL_MS } from './personal-pages';
import { serverPages } from './server-pages';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A site whose every page names the visitor's card slots and shows their name, stars and basket. */
function site(read: ServerReader = async () => [{ points: 1 }] as never) {
  const clock = { now: 1_000_000 };
  const draws: string[] = [];
  const sessions = new Map<string, ServerVisitor>();
  const visitorOf = (req: Request) =>
    sessions.get(/lgb-session=(\w+)/.exec(req.get('cookie') ?? '')?.[1] ?? '') ?? null;
  const plan = (reads: ServerReadId[]): PagePlan => ({
    status: 200,
    indexable: false,
    head: '<title>Page</title>',
    remotePage: null,
    render: {
      url: '/la-grande-boutique',
      fill: (body) => body,
      reads,
      validUntil: Number.POSITIVE_INFINITY,
      draw: async ({ data }) => {
        const who = draws.length;
        draws.push(String(who));
        return { status: 200, head: '', body: `<main>${JSON.stringify(data)} draw ${who}</main>` };
      },
    },
  });
  const app = express();
  app.use(
    serverPages({
      readTemplate: () => TEMPLATE,
      planOf: () => plan(['card-slots']),
      visitorOf,
      now: () => clock.now,
      readProvider: read,
    }),
  );
  return { app, clock, draws, sessions };
}

describe("a logged-in visitor's page, kept for them a moment", () => {
  it('is drawn once for a burst of their requests, and never given to another visitor', async () => {
    const { app, draws, sessions } = site(async (_id, seen) => [{ owner: seen?.user.email }] as never);
    sessions.set('anna', visitor('anna'));
    sessions.set('bob', visitor('bob'));
    const anna = () => request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=anna').expect(200);
    const first = await anna();
    expect((await anna()).text).toBe(first.text);
    const bob = await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=bob').expect(200);
    expect(bob.text).toContain('bob@example.fr');
    expect(bob.text).not.toContain('anna@example.fr');
    expect(draws).toHaveLength(2);
    expect(bob.headers['cache-control']).toBe('no-store');
  });

  it('is drawn anew after a write of theirs, a change of their session, a reload, or its few seconds', async () => {
    const { app, clock, draws, sessions } = site();
    sessions.set('anna', visitor('anna'));
    const get = (cookie = 'lgb-session=anna', headers: Record<string, string> = {}) =>
      request(app).get('/la-grande-boutique').set('Cookie', cookie).set(headers).expect(200);
    await get();
    await get();
    expect(draws).toHaveLength(1);
    // Her kit wrote to the provider (an order): a new writes mark.
    await get(`lgb-session=anna; ${WRITES_COOKIE}=k1.1`);
    await get(`lgb-session=anna; ${WRITES_COOKIE}=k1.1`);
    expect(draws).toHaveLength(2);
    // Her basket changed (the session server wrote her session).
    sessions.set('anna', visitor('anna', 2));
    await get(`lgb-session=anna; ${WRITES_COOKIE}=k1.1`);
    expect(draws).toHaveLength(3);
    // A reload asks afresh.
    await get(`lgb-session=anna; ${WRITES_COOKIE}=k1.1`, { 'Cache-Control': 'max-age=0' });
    expect(draws).toHaveLength(4);
    clock.now += PERSONAL_PAGE_TTL_MS + 1;
    await get(`lgb-session=anna; ${WRITES_COOKIE}=k1.1`);
    expect(draws).toHaveLength(5);
  });

  it('is drawn once for their requests arriving together', async () => {
    let answer: (value: never) => void = () => undefined;
    const read = jest.fn(() => new Promise<never>((resolve) => (answer = resolve)));
    const { app, draws, sessions } = site(read as unknown as ServerReader);
    sessions.set('anna', visitor('anna'));
    const pages = [1, 2, 3].map(() =>
      request(app)
        .get('/la-grande-boutique')
        .set('Cookie', 'lgb-session=anna')
        .then((res) => res.text),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer([{ points: 3 }] as never);
    const texts = await Promise.all(pages);
    expect(new Set(texts).size).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(draws).toHaveLength(1);
  });

  it('is not kept when drawn without a read the provider did not give', async () => {
    const read = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValue([{ points: 4 }]);
    const { app, draws, sessions } = site(read as unknown as ServerReader);
    sessions.set('anna', visitor('anna'));
    const get = () => request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=anna').expect(200);
    expect((await get()).text).toContain('<main>{} draw 0</main>');
    expect((await get()).text).toContain('"card-slots":[{"points":4}]');
    expect((await get()).text).toContain('draw 1');
    expect(draws).toHaveLength(2);
  });

  it("cancels the page's reads when the visitor leaves before it is drawn", async () => {
    let cancelled: AbortSignal | undefined;
    const read: ServerReader = (_id, _visitor, options) => {
      cancelled = options?.signal;
      return new Promise(() => undefined);
    };
    const { app, sessions } = site(read);
    sessions.set('anna', visitor('anna'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const asked = http.get({
        port,
        host: '127.0.0.1',
        path: '/la-grande-boutique',
        headers: { Cookie: 'lgb-session=anna' },
      });
      asked.on('error', () => undefined);
      while (!cancelled) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(cancelled.aborted).toBe(false);
      asked.destroy();
      while (!cancelled.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
      // Cancelled because she left, not at the reads' deadline.
      expect((cancelled.reason as Error).message).toBe('the visitor left');
    } finally {
      server.close();
    }
  });
});
