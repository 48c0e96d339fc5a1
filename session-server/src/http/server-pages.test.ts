import express, { type Request } from 'express';
import request from 'supertest';
import {
  DEFAULT_GAME_SCHEDULE,
  type PageDrawInput,
  type PagePlan,
  type PageRequest,
  type ServerReadId,
  type ServerRenderedPage,
  type ServerVisitor,
  type SiteConfig,
} from 'shared-kit/contracts';
import type { ServerReader } from '../provider/server-reads';
import { pageHeads } from './page-heads';
import { composePage } from './page-response';
import { PERSONAL_PAGE_TTL_MS } from './personal-pages';
import { CACHE_TTL_MS, serverPages } from './server-pages';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>La Grande Boutique</title>' +
  '<script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

const CONFIG = {
  siteUrl: 'http://localhost:3000',
  game: { current: 4, schedule: DEFAULT_GAME_SCHEDULE },
} as unknown as SiteConfig;

/** One draw of a page: what the plan was asked for and what the draw was given. */
interface Drawn {
  url: string;
  visitor?: ServerVisitor;
  theme: PageDrawInput['theme'];
  data: PageDrawInput['data'];
  remoteBuilds?: PageRequest['remoteBuilds'];
}

interface Harness {
  plans: PageRequest[];
  calls: Drawn[];
  clock: { now: number };
  errors: unknown[];
}

/** What the host's bundle answers for an address in these tests (null: the browser's page). */
interface Answer {
  page: (drawn: Drawn) => Promise<ServerRenderedPage>;
  status?: 200 | 404;
  reads?: ServerReadId[];
  validUntil?: (now: number) => number;
  /** The address the page is drawn at (its path; a placeholder for a local `r`; the 404's place in the site). */
  url?: (asked: URL) => string;
  /** This request's values in place of the drawing's placeholders (the body as it is by default). */
  fill?: (asked: URL) => (body: string) => string;
}

function siteWith(
  answer: Answer | null,
  visitorOf: (req: Request) => ServerVisitor | null = () => null,
  extra: { remoteBuilds?: () => Partial<Record<string, string>>; readProvider?: ServerReader } = {},
) {
  const harness: Harness = { plans: [], calls: [], clock: { now: 1_000_000 }, errors: [] };
  const planPage = async (planned: PageRequest): Promise<PagePlan> => {
    harness.plans.push(planned);
    const asked = new URL(planned.url, 'http://test.invalid');
    const head = { status: answer?.status ?? 200, indexable: true, head: '<title>Page</title>', remotePage: null };
    if (!answer) return { ...head, render: null };
    const url = answer.url?.(asked) ?? asked.pathname;
    return {
      ...head,
      render: {
        url,
        fill: answer.fill?.(asked) ?? ((body) => body),
        reads: answer.reads ?? [],
        validUntil: answer.validUntil?.(planned.now) ?? Number.POSITIVE_INFINITY,
        draw: (input) => {
          const drawn: Drawn = {
            url,
            ...(planned.visitor ? { visitor: planned.visitor } : {}),
            theme: input.theme,
            data: input.data,
            ...(planned.remoteBuilds ? { remoteBuilds: planned.remoteBuilds } : {}),
          };
          harness.calls.push(drawn);
          return answer.page(drawn);
        },
      },
    };
  };
  const heads = pageHeads({
    renderer: { planPage },
    config: CONFIG,
    readTemplate: () => TEMPLATE,
    visitorOf,
    now: () => harness.clock.now,
    remoteBuilds: extra.remoteBuilds,
  });
  const app = express();
  app.use(
    heads.describe,
    serverPages({
      readTemplate: () => TEMPLATE,
      planOf: heads.planOf,
      visitorOf,
      now: () => harness.clock.now,
      onRenderError: (error) => harness.errors.push(error),
      remoteBuilds: extra.remoteBuilds,
      readProvider: extra.readProvider ?? (async () => null),
    }),
  );
  app.use((_req, res) => res.status(200).type('html').send('client-rendered index.html'));
  return { app, harness };
}

const page = (overrides: Partial<ServerRenderedPage> = {}): ServerRenderedPage => ({
  status: 200,
  head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  body: '<main data-testid="index">Le jeu est ouvert</main>',
  ...overrides,
});

const drawing = (made: ServerRenderedPage = page()): Answer => ({ page: () => Promise.resolve(made) });

describe('server-rendered public pages', () => {
  it('puts the rendered head and body into index.html, revalidated and varying on the session cookie', async () => {
    const { app, harness } = siteWith(drawing());
    const res = await request(app).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<script defer src="/assets/main.js"></script><title>Page</title>' +
        '<style data-emotion="css abc">.css-abc{color:red}</style></head><body><div id="root">' +
        '<main data-testid="index">Le jeu est ouvert</main></div></body></html>',
    );
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(harness.plans).toEqual([{ url: '/', config: CONFIG, now: 1_000_000, remoteBuilds: undefined }]);
    expect(harness.calls).toEqual([{ url: '/', theme: 'light', data: {} }]);
  });

  it('sends brotli or gzip as the browser accepts', async () => {
    const { app } = siteWith(drawing());
    const br = await request(app).get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('Le jeu est ouvert');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('Le jeu est ouvert');
  });

  it('keeps the status of the page (the 404 of an unknown address)', async () => {
    const { app } = siteWith({ ...drawing(page({ status: 404, body: '<main>Page Not Found</main>' })), status: 404 });
    const res = await request(app).get('/nulle-part?x=1').expect(404);
    expect(res.text).toContain('Page Not Found');
  });

  it('renders once per address and theme for the cache time, then again', async () => {
    const { app, harness } = siteWith(drawing());
    await request(app).get('/faq').expect(200);
    await request(app).get('/faq').expect(200);
    expect(harness.calls).toHaveLength(1);
    await request(app).get('/faq').set('Cookie', 'i18n_redirected=fr;lgb-theme=dark').expect(200);
    expect(harness.calls.map((call) => call.theme)).toEqual(['light', 'dark']);
    harness.clock.now += CACHE_TTL_MS + 1;
    await request(app).get('/faq').expect(200);
    expect(harness.calls).toHaveLength(3);
  });

  it('keys on the path: a new query string neither forces a render nor fills the cache', async () => {
    const { app, harness } = siteWith(drawing());
    for (let i = 0; i < 50; i += 1) await request(app).get(`/faq?q=${i}&utm_source=x${i}`).expect(200);
    expect(harness.calls).toHaveLength(1);
    expect(harness.calls[0]?.url).toBe('/faq');
  });

  it("renders the 404 once for every unknown address, each answer showing the request's own", async () => {
    const { app, harness } = siteWith({
      ...drawing(page({ status: 404, body: '<main>404 <code>ADDRESS</code></main>' })),
      status: 404,
      url: () => '/PLACE',
      fill: (asked) => (body) => body.replace('ADDRESS', `${asked.pathname}${asked.search}`.replaceAll('<', '&lt;')),
    });
    const first = await request(app).get('/nulle-part?source=affiche').expect(404);
    expect(first.text).toContain('<code>/nulle-part?source=affiche</code>');
    const again = await request(app).get('/ailleurs/%3Cb%3E?source=radio').set('Accept-Encoding', 'br').expect(404);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.text).toContain('<code>/ailleurs/%3Cb%3E?source=radio</code>');
    expect(harness.calls.map((call) => call.url)).toEqual(['/PLACE']);
  });

  it("shares one render among a page's local `r` values, each answer carrying its own", async () => {
    const { app, harness } = siteWith({
      ...drawing(page({ body: '<a href="/connexion?r=R">Connexion</a>' })),
      url: (asked) => (asked.searchParams.has('r') ? `${asked.pathname}?r=R` : asked.pathname),
      fill: (asked) => (body) => body.replace('r=R', `r=${encodeURIComponent(asked.searchParams.get('r') ?? '')}`),
    });
    for (const r of ['/mon-compte', '/la-grande-boutique/panier', '/x1', '/x2']) {
      const res = await request(app)
        .get(`/faq?r=${encodeURIComponent(r)}`)
        .expect(200);
      expect(res.text).toContain(`href="/connexion?r=${encodeURIComponent(r)}"`);
    }
    expect(harness.calls.map((call) => call.url)).toEqual(['/faq?r=R']);
  });

  it('sends the client render, reported, when a kept page cannot be filled for the request', async () => {
    const { app, harness } = siteWith({
      ...drawing(),
      fill: (asked) => (body) => {
        if (asked.search) throw new Error('a placeholder it cannot fill');
        return body;
      },
    });
    await request(app).get('/faq').expect(200);
    const res = await request(app).get('/faq?r=%2Fx').expect(200);
    expect(res.text).toBe('client-rendered index.html');
    expect(harness.errors).toHaveLength(1);
  });

  it('never keeps a page past the next game phase change', async () => {
    const { app, harness } = siteWith({ ...drawing(), validUntil: (now) => now + 5_000 });
    await request(app).get('/').expect(200);
    harness.clock.now += 4_000;
    await request(app).get('/').expect(200);
    expect(harness.calls).toHaveLength(1);
    harness.clock.now += 1_001;
    await request(app).get('/').expect(200);
    expect(harness.calls).toHaveLength(2);
  });

  it('renders once for visitors arriving together', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { app, harness } = siteWith({ page: () => gate.then(() => page()) });
    const pending = [1, 2, 3].map(() =>
      request(app)
        .get('/comment-participer')
        .then((res) => res.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await Promise.all(pending)).toEqual([200, 200, 200]);
    expect(harness.calls).toHaveLength(1);
  });

  it('leaves to the client render what the plan leaves to the browser, drawing nothing', async () => {
    const { app, harness } = siteWith(null);
    const res = await request(app).get('/la-grande-boutique').expect(200);
    expect(res.text).toBe('client-rendered index.html');
    expect(harness.plans).toHaveLength(1);
    expect(harness.calls).toEqual([]);
  });

  const ANNA: ServerVisitor = {
    user: {
      title: null,
      firstName: 'Anna',
      lastName: 'Martin',
      email: 'anna@example.fr',
      phone: null,
      tokens: { accessToken: 't' },
    },
    basket: { purchases: [{ couponIdentifier: 'mug', quantity: 2 }] },
  };
  const BOB: ServerVisitor = { ...ANNA, user: { ...ANNA.user, firstName: 'Bob', email: 'bob@example.fr' } };
  const visitors = (req: Request) => {
    const cookie = req.get('cookie') ?? '';
    return cookie.includes('lgb-session=anna') ? ANNA : cookie.includes('lgb-session=bob') ? BOB : null;
  };
  const forWhom: Answer = {
    page: (drawn) => Promise.resolve(page({ body: `<main>${drawn.visitor?.user.firstName ?? 'anonyme'}</main>` })),
  };

  it("renders a logged-in visitor's page for them, from their session, and tells every cache not to store it", async () => {
    const { app, harness } = siteWith(forWhom, visitors);
    const res = await request(app).get('/mon-compte').set('Cookie', 'lgb-session=anna').expect(200);
    expect(res.text).toContain('<main>Anna</main>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(harness.plans).toEqual([
      { url: '/mon-compte', config: CONFIG, now: 1_000_000, visitor: ANNA, remoteBuilds: undefined },
    ]);
    expect(harness.calls).toEqual([{ url: '/mon-compte', theme: 'light', visitor: ANNA, data: {} }]);
  });

  it('never shares a personal page: a logged-in visitor neither fills the shared cache nor is served from it', async () => {
    const { app, harness } = siteWith(forWhom, visitors);
    const anna = await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=anna').expect(200);
    expect(anna.text).toContain('<main>Anna</main>');
    // Neither the next anonymous visitor nor the next user gets Anna's page; once her few seconds passed
    // (personal-pages.ts), her next visit is rendered anew.
    const anonymous = await request(app).get('/la-grande-boutique').expect(200);
    expect(anonymous.text).toContain('<main>anonyme</main>');
    const bob = await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=bob').expect(200);
    expect(bob.text).toContain('<main>Bob</main>');
    harness.clock.now += PERSONAL_PAGE_TTL_MS + 1;
    await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=anna').expect(200);
    expect(harness.calls.map((call) => call.visitor?.user.firstName ?? 'anonyme')).toEqual([
      'Anna',
      'anonyme',
      'Bob',
      'Anna',
    ]);
    // And the anonymous page, kept, is never served to a logged-in visitor.
    const again = await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=bob').expect(200);
    expect(again.text).toContain('<main>Bob</main>');
    expect(harness.calls).toHaveLength(5);
  });

  it("leaves a visitor's page the renderer declines (a guard sends them elsewhere) or fails to the client render", async () => {
    const declined = siteWith(null, visitors);
    const res = await request(declined.app)
      .get('/connexion/se-connecter')
      .set('Cookie', 'lgb-session=anna')
      .expect(200);
    expect(res.text).toBe('client-rendered index.html');
    const failing = siteWith({ page: () => Promise.reject(new Error('boom')) }, visitors);
    const failed = await request(failing.app).get('/mon-compte').set('Cookie', 'lgb-session=anna').expect(200);
    expect(failed.text).toBe('client-rendered index.html');
    expect(failing.harness.errors).toHaveLength(1);
  });

  it('renders a remote page from the build of the remote last read, and anew when it changes', async () => {
    const builds = { auth: 'b1' };
    const { app, harness } = siteWith(drawing(), undefined, { remoteBuilds: () => ({ ...builds }) });
    await request(app).get('/connexion/se-connecter').expect(200);
    await request(app).get('/connexion/se-connecter').expect(200);
    expect(harness.calls).toHaveLength(1);
    expect(harness.calls[0]).toMatchObject({ remoteBuilds: { auth: 'b1' } });
    builds.auth = 'b2';
    await request(app).get('/connexion/se-connecter').expect(200);
    expect(harness.calls).toHaveLength(2);
    expect(harness.calls[1]?.remoteBuilds).toEqual({ auth: 'b2' });
  });

  it('reads what the plan names before drawing: a visitor’s own with their token, nobody’s for an anonymous page', async () => {
    const readProvider = jest.fn(async (id: ServerReadId, visitor?: ServerVisitor) =>
      id === 'public-catalog' ? { identifier: 'public' } : visitor ? [{ owner: visitor.user.email }] : null,
    );
    const answer: Answer = { ...drawing(), reads: ['card-slots', 'public-catalog'] };
    const { app, harness } = siteWith(answer, visitors, { readProvider: readProvider as unknown as ServerReader });
    await request(app).get('/la-grande-boutique').set('Cookie', 'lgb-session=anna').expect(200);
    expect(readProvider).toHaveBeenCalledWith('card-slots', ANNA, expect.objectContaining({ fresh: false }));
    expect(harness.calls[0]?.data).toEqual({
      'card-slots': [{ owner: 'anna@example.fr' }],
      'public-catalog': { identifier: 'public' },
    });
    readProvider.mockClear();
    await request(app).get('/la-grande-boutique').expect(200);
    expect(readProvider.mock.calls.map(([id]) => id)).toEqual(['public-catalog']);
    expect(harness.calls[1]?.data).toEqual({ 'public-catalog': { identifier: 'public' } });
  });

  it('sends the head the page’s data named (a gift page’s goody) in place of the plan’s, once, with its status', async () => {
    const named = page({ subjectHead: '<title>Mug collector · La Grande Boutique</title>' });
    const { app } = siteWith(drawing(named), visitors);
    for (const res of [
      await request(app).get('/la-grande-boutique/cadeau/42/mug').set('Cookie', 'lgb-session=anna').expect(200),
      await request(app).get('/la-grande-boutique/cadeau/42/mug').expect(200),
    ]) {
      expect(res.text).toContain('<title>Mug collector · La Grande Boutique</title><style');
      expect(res.text.match(/<title>/g)).toHaveLength(1);
    }
    const missing = page({ status: 404, subjectHead: '<title>Page Not Found · La Grande Boutique</title>' });
    const unknown = siteWith(drawing(missing), visitors);
    const res = await request(unknown.app).get('/la-grande-boutique/cadeau/7/x').set('Cookie', 'lgb-session=anna');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Page Not Found · La Grande Boutique</title>');
    expect(res.text).not.toContain('<title>Page</title>');
  });

  it('falls back to the client render when a render fails, and reports it', async () => {
    const { app, harness } = siteWith({ page: () => Promise.reject(new Error('render bug')) });
    const res = await request(app).get('/faq').expect(200);
    expect(res.text).toBe('client-rendered index.html');
    expect(harness.errors).toEqual([new Error('render bug')]);
  });

  it('renders only page requests: GET or HEAD accepting HTML, addresses of a sane length', async () => {
    const { app, harness } = siteWith(drawing());
    await request(app).post('/').expect(200, 'client-rendered index.html');
    await request(app).get('/').set('Accept', 'application/json').expect(200, 'client-rendered index.html');
    await request(app)
      .get(`/${'a'.repeat(3000)}`)
      .expect(200, 'client-rendered index.html');
    expect(harness.calls).toEqual([]);
    await request(app).head('/').expect(200);
    expect(harness.calls).toHaveLength(1);
  });
});

describe('composePage', () => {
  it('refuses a template without an empty #root after the head', () => {
    expect(() => composePage('<html><head></head><body><div id="app"></div></body></html>', page())).toThrow(
      /no empty #root/,
    );
  });
});
