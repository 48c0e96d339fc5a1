import express, { type Request } from 'express';
import request from 'supertest';
import {
  DEFAULT_GAME_SCHEDULE,
  type PageRequest,
  type RenderedPage,
  type ServerVisitor,
  type SiteConfig,
} from 'shared-kit/contracts';
import { anonymousPageCache, ANONYMOUS_PAGE_TTL_MS } from '../caching/page-cache';
import { sitePages, type SitePagesOptions } from './site-pages';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>La Grande Boutique</title>' +
  '<script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

const CONFIG = {
  siteUrl: 'http://localhost:3000',
  game: { current: 4, schedule: DEFAULT_GAME_SCHEDULE },
} as unknown as SiteConfig;
const PROVIDER = {
  region: 'fr' as const,
  environment: 'test' as const,
  clientId: 'lgb',
  baseUrls: { api: 'http://provider.internal', upload: 'http://provider.internal' },
};

const ANNA: ServerVisitor = {
  user: {
    title: null,
    firstName: 'Anna',
    lastName: 'Martin',
    email: 'anna@example.fr',
    phone: null,
    tokens: { accessToken: 'secret-token-anna' },
  },
  basket: { purchases: [] },
};

/** How the host's bundle answers an address in these tests: drawn (the page), or what the page names. */
type Answer = (asked: PageRequest) => Omit<RenderedPage, 'shared'> & { validUntil?: number; r?: string };

/**
 * The site with a stand-in of the host's bundle that draws as the real one does: an anonymous page under a key of its
 * address with a placeholder for `r` (nothing drawn when the server keeps it), a visitor's page for them alone.
 */
function siteWith(
  answer: Answer,
  visitorOf: (req: Request) => ServerVisitor | null = () => null,
  preloads?: SitePagesOptions['preloads'],
) {
  const harness = { calls: [] as PageRequest[], draws: 0, clock: { now: 1_000_000 }, errors: [] as unknown[] };
  const renderPage = async (asked: PageRequest): Promise<RenderedPage> => {
    harness.calls.push(asked);
    const url = new URL(asked.url, 'http://test.invalid');
    const r = url.searchParams.get('r');
    const key = `${asked.theme} ${url.pathname}${r ? '?r=PLACEHOLDER' : ''}`;
    const fill = (body: string) => body.replace('PLACEHOLDER', r ?? '');
    const shares = !asked.visitor && !asked.form;
    if (shares && asked.keeps?.(key)) {
      return {
        status: 200,
        indexable: true,
        head: '',
        body: '',
        remotePage: null,
        shared: { key, validUntil: 0, fill, kept: true },
      };
    }
    harness.draws += 1;
    const { validUntil = Number.POSITIVE_INFINITY, ...drawn } = answer(asked);
    const body = r ? `${drawn.body}<a href="/connexion?r=PLACEHOLDER">Connexion</a>` : drawn.body;
    return { ...drawn, body, ...(shares ? { shared: { key, validUntil, fill, kept: false } } : {}) };
  };
  const site = sitePages({
    renderer: { renderPage },
    config: CONFIG,
    provider: PROVIDER,
    readTemplate: () => TEMPLATE,
    visitorOf,
    pages: anonymousPageCache(),
    now: () => harness.clock.now,
    onRenderError: (error) => harness.errors.push(error),
    preloads,
  });
  const app = express();
  app.set('trust proxy', true);
  app.use(site.handler);
  app.use((_req, res) => res.status(200).type('html').send('client-rendered index.html'));
  return { app, harness };
}

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  indexable: true,
  head: '<title>Page</title><style>.css-abc{color:red}</style>',
  body: '<main data-testid="index">Le jeu est ouvert</main>',
  remotePage: null,
  ...overrides,
});

describe('every page as HTML, through one call into the host’s bundle', () => {
  it('puts the drawn head and body into index.html, revalidated and varying on the session cookie', async () => {
    const { app, harness } = siteWith(() => page());
    const res = await request(app).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<script defer src="/assets/main.js"></script><title>Page</title><style>.css-abc{color:red}</style></head>' +
        '<body><div id="root"><main data-testid="index">Le jeu est ouvert</main></div></body></html>',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(harness.calls).toHaveLength(1);
    expect(harness.calls[0]).toMatchObject({ url: '/', config: CONFIG, now: 1_000_000, theme: 'light' });
  });

  it('announces the page’s remote code before its styles and data, for a visitor’s page and a kept one', async () => {
    const preloads = (remotePage: RenderedPage['remotePage']) =>
      remotePage ? `<link rel="preload" as="script" href="http://localhost:3102/${remotePage.page}.js">` : '';
    const drawn = page({
      head: '<title>Mon compte</title><style>.css-abc{color:red}</style><script type="application/json">{}</script>',
      remotePage: { remote: 'account', page: 'ProfilePage' },
    });
    const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const announcedFirst = (html: string) => {
      const head = headOf(html);
      expect(head).toContain('rel="preload"');
      expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<style>'));
    };
    const anonymous = siteWith(() => drawn, undefined, preloads);
    announcedFirst((await request(anonymous.app).get('/mon-compte').expect(200)).text);
    announcedFirst((await request(anonymous.app).get('/mon-compte').expect(200)).text);
    expect(anonymous.harness.draws).toBe(1);
    const visitor = siteWith(
      () => drawn,
      () => ANNA,
      preloads,
    );
    announcedFirst((await request(visitor.app).get('/mon-compte').expect(200)).text);
  });

  it('sends brotli or gzip as the browser accepts', async () => {
    const { app } = siteWith(() => page());
    const br = await request(app).get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('Le jeu est ouvert');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('draws an anonymous page once, then serves it kept, filled with each request’s own `r`', async () => {
    const { app, harness } = siteWith(() => page());
    await request(app).get('/faq').expect(200);
    const first = await request(app).get('/faq?r=%2Fmon-compte').expect(200);
    const second = await request(app).get('/faq?r=%2Fla-grande-boutique').expect(200);
    expect(first.text).toContain('href="/connexion?r=/mon-compte"');
    expect(second.text).toContain('href="/connexion?r=/la-grande-boutique"');
    expect(second.text).not.toContain('mon-compte');
    // The page and its `r` drawing, each once; a call per request all the same (the bundle names the key).
    expect(harness.draws).toBe(2);
    expect(harness.calls).toHaveLength(3);
  });

  it('keeps the status of the page, a 404 in its own room', async () => {
    const { app, harness } = siteWith(() => page({ status: 404, body: '<main>Page introuvable</main>' }));
    await request(app).get('/nulle-part').expect(404);
    const again = await request(app).get('/nulle-part').expect(404);
    expect(again.text).toContain('Page introuvable');
    expect(harness.draws).toBe(1);
  });

  it('draws an anonymous page again once its time is up, or at the next game phase change', async () => {
    const { app, harness } = siteWith(() => ({ ...page(), validUntil: 1_000_000 + 5_000 }));
    await request(app).get('/').expect(200);
    harness.clock.now += 4_999;
    await request(app).get('/').expect(200);
    expect(harness.draws).toBe(1);
    harness.clock.now += 1;
    await request(app).get('/').expect(200);
    expect(harness.draws).toBe(2);
    const kept = siteWith(() => page());
    await request(kept.app).get('/').expect(200);
    kept.harness.clock.now += ANONYMOUS_PAGE_TTL_MS;
    await request(kept.app).get('/').expect(200);
    expect(kept.harness.draws).toBe(2);
  });

  it("draws a logged-in visitor's page for each of their requests, in one call, never kept nor stored", async () => {
    const { app, harness } = siteWith(
      (asked) => page({ body: `<main>Bonjour ${asked.visitor?.user.firstName ?? 'vous'}</main>` }),
      (req) => (req.get('cookie')?.includes('anna') ? ANNA : null),
    );
    const res = await request(app).get('/mon-compte').set('Cookie', 'lgb-session=anna').expect(200);
    expect(res.text).toContain('Bonjour Anna');
    expect(res.headers['cache-control']).toBe('no-store');
    await request(app).get('/mon-compte').set('Cookie', 'lgb-session=anna').expect(200);
    // One call into the host's bundle per page request: the guards, the loaders and the draw in it.
    expect(harness.calls).toHaveLength(2);
    expect(harness.draws).toBe(2);
    expect(harness.calls.every((call) => call.visitor === ANNA && call.keeps === undefined)).toBe(true);
    // An anonymous visitor at the same address never gets her page.
    const anonymous = await request(app).get('/mon-compte').expect(200);
    expect(anonymous.text).toContain('Bonjour vous');
  });

  it('hands the loaders the provider as this server reaches it, with the visitor’s address and the request’s end', async () => {
    const { app, harness } = siteWith(() => page());
    await request(app).get('/').set('X-Forwarded-For', '203.0.113.9').expect(200);
    const { provider } = harness.calls[0]!;
    expect(provider).toMatchObject({ ...PROVIDER, headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(provider.signal?.aborted).toBe(false);
  });

  it('sends the visitor where a guard says, never stored', async () => {
    const { app } = siteWith(() => ({
      ...page(),
      status: 302,
      redirect: '/connexion?r=%2Fmon-compte',
      head: '',
      body: '',
    }));
    const res = await request(app).get('/mon-compte').expect(302);
    expect(res.headers.location).toBe('/connexion?r=%2Fmon-compte');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ends the session of a visitor whose token the provider refused: the same address, logged out', async () => {
    const { app } = siteWith(
      () => page({ sessionRefused: true }),
      () => ANNA,
    );
    const res = await request(app).get('/la-grande-boutique').expect(303);
    expect(res.headers.location).toBe('/la-grande-boutique');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('falls back to the client render when a render fails, and reports it', async () => {
    const { app, harness } = siteWith(() => {
      throw new Error('render bug');
    });
    const res = await request(app).get('/').expect(200);
    expect(res.text).toBe('client-rendered index.html');
    expect(harness.errors).toHaveLength(1);
  });

  it('draws only page requests: GET or HEAD accepting HTML, addresses of a sane length, no one-time token', async () => {
    const { app, harness } = siteWith(() => page());
    await request(app).post('/').expect(200);
    await request(app).get('/').set('Accept', 'application/json').expect(200);
    await request(app)
      .get(`/${'a'.repeat(2100)}`)
      .expect(200);
    await request(app).get('/reinitialiser-son-mot-de-passe?token=abc').expect(200);
    expect(harness.calls).toHaveLength(0);
  });
});
