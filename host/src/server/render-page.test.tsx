/**
 * @jest-environment node
 */
import type { Catalog } from 'shared-kit';
import { loadReads, pageRead, useLoaded } from 'shared-ui';
import { loadServerRemotePage } from './server-remote-pages';
import {
  at,
  fakeProvider,
  renderData,
  renderPage,
  SERVER_TEST_CONFIG as config,
  visitorNamed,
  withRemotesDown,
} from './testing/render-request';

jest.mock('./server-remote-pages', () => ({
  ...jest.requireActual<object>('./server-remote-pages'),
  loadServerRemotePage: jest.fn(),
}));
const loadRemotePage = jest.mocked(loadServerRemotePage);
withRemotesDown(loadRemotePage);

const NOW = at('2026-06-01T12:00:00Z');
const render = (url: string, now = NOW, theme: 'light' | 'dark' = 'light') => renderPage({ url, config, now, theme });

const catalogRead = pageRead('catalog', (kit: { getCatalog(): Promise<Catalog> }) => kit.getCatalog());
const publicCatalogRead = pageRead('public-catalog', (kit: { getPublicCatalog(): Promise<Catalog> }) =>
  kit.getPublicCatalog(),
);
const SLOT = { loyalty_card: { identifier: 'c', data: { available_points: 12, pending_points: 0 } } };

let provider: ReturnType<typeof fakeProvider>;
beforeEach(() => {
  provider = fakeProvider({
    '/api/fidmarquesv3/card_slots': { card_slots: [SLOT] },
    '/api/fidmarquesv3/public_catalog': {
      catalogs: [{ identifier: 'c', name: 'Catalogue lu par le serveur', coupons: [] }],
    },
  });
});
afterEach(() => provider.restore());

describe('server render of the public pages', () => {
  it('renders the home page with its content, its critical CSS and the data to hydrate with', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="index"');
    expect(page.body).toContain('Le jeu Star Academy est ouvert\u00a0!');
    expect(page.body).toContain('Connexion');
    // The kit's random instance id would not match the browser's: it is left to hydration.
    expect(page.body).not.toContain('data-kit-instance');
    expect(page.head).toContain('<title>La Grande Boutique · Vos pâtes vous font gagner des cadeaux</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://www.la-grande-boutique.fr/" />');
    expect(page.head).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(page.head).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    // Every class the body uses has its rule in the head.
    const classes = [...page.body.matchAll(/class="(css-[a-z0-9]+)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(5);
    for (const className of classes) expect(page.head).toContain(`.${className}`);
    // A shell page rendered for nobody hydrates without the kit and the session store: they load after it.
    expect(renderData(page.head)?.kitAfterRender).toBe(true);
    // Nobody's page reads nothing of anyone's.
    expect(provider.calls).toEqual([]);
  });

  it('shows the game banner of the moment and says until when the HTML holds for every visitor', async () => {
    const teasing = await render('/', at('2026-01-15T12:00:00Z'));
    expect(teasing.body).toContain('Le jeu Star Academy commence le 1\u00a0février 2026\u00a0!');
    expect(teasing.shared?.validUntil).toBe(config.game.instants.start);
    const running = await render('/');
    expect(running.body).toContain('Vous avez jusqu’au 31\u00a0décembre 2026');
    expect(running.shared?.validUntil).toBe(config.game.instants.end + 1);
    const ended = await render('/', at('2027-01-15T12:00:00Z'));
    expect(ended.body).toContain('Le jeu Star Academy est terminé');
    expect(ended.shared?.validUntil).toBe(Number.POSITIVE_INFINITY);
  });

  it('renders the other public pages of the shell', async () => {
    for (const [url, text] of [
      ['/faq', 'FAQ'],
      ['/comment-participer', 'Comment participer'],
      ['/mentions-legales', 'Mentions légales'],
    ]) {
      const page = await render(url as string);
      expect(page.status).toBe(200);
      expect(page.body).toContain(text);
    }
  });

  it('renders an unknown address as the 404 page with its full path, escaped', async () => {
    const page = await renderPage({
      url: '/nulle-part?q=<script>alert(1)</script>',
      config,
      now: NOW,
      visitor: visitorNamed('Anna'),
    });
    expect(page.status).toBe(404);
    // A French page; the spec's title of the error on its own line, said as English.
    expect(page.body).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
    expect(page.body).toContain('<span lang="en">Page Not Found</span>');
    expect(page.body).toContain('/nulle-part?q=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(page.body).not.toContain('<script>');
    expect(page.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    // The site's error page is rendered anew in the browser, whose router says it itself.
    expect(renderData(page.head)?.page).toBe('error');
  });

  it('renders a remote page open to visitors from its server build, with what its loader read', async () => {
    function FakeLimitedShop() {
      return <p data-testid="fake-limited">{useLoaded(publicCatalogRead)?.name}</p>;
    }
    loadRemotePage.mockResolvedValue({
      default: FakeLimitedShop,
      loader: ({ kit }) => loadReads(kit, [publicCatalogRead]),
    });
    const page = await renderPage({
      url: '/la-grande-boutique-hors-connexion',
      config,
      now: NOW,
      remoteBuilds: { shop: 'b1' },
    });
    expect(loadRemotePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'shop', page: './ShopLimitedPage', build: 'b1' }),
    );
    // A partner read: the client id, no visitor's token.
    expect(provider.calls).toEqual([{ path: '/api/fidmarquesv3/public_catalog', token: null }]);
    expect(page.body).toContain('<p data-testid="fake-limited">Catalogue lu par le serveur</p>');
    expect(page.body).not.toContain('remote-page-skeleton');
    const data = renderData(page.head);
    expect(data?.page).toBe('complete');
    // What the router hydrates from: the loader's answer, by route id, without the page's component.
    expect(data?.loaderData?.['shop-limited___fr']).toEqual({
      loaded: { 'public-catalog': { identifier: 'c', name: 'Catalogue lu par le serveur', coupons: [] } },
      readFor: null,
      subject: null,
    });
    // A remote's page uses the kit from its first render: the browser loads it at start-up.
    expect(data?.kitAfterRender).toBeUndefined();
  });

  it('draws a remote page as the layout with a skeleton when the remote cannot give it, never hydrated', async () => {
    for (const [url, title] of [
      ['/connexion/se-connecter', 'Se connecter'],
      ['/la-grande-boutique-hors-connexion', 'La Grande Boutique'],
    ]) {
      const page = await render(url as string);
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-testid="remote-page-skeleton"');
      expect(page.body).toContain(`${title}</h1>`);
      expect(renderData(page.head)?.page).toBe('skeleton');
      // Kept a few seconds only: the page is rendered whole again soon after the remote is back.
      expect(page.shared?.validUntil).toBe(NOW + 5_000);
    }
    expect(renderData((await render('/faq')).head)?.page).toBe('complete');
  });

  it("renders a logged-in visitor's page for them: their header, what their loaders read with their token", async () => {
    const cardRead = pageRead('card-slot', async (kit: { getCardSlots(): Promise<unknown[]> }) => {
      return (await kit.getCardSlots())[0] ?? null;
    });
    function FakeAccount() {
      return <p data-testid="fake-account">{useLoaded(cardRead) ? 'une carte' : 'aucune carte'}</p>;
    }
    loadRemotePage.mockResolvedValue({ default: FakeAccount });
    const visitor = visitorNamed('Anna', [{ couponIdentifier: 'mug', quantity: 2 }]);
    const page = await renderPage({ url: '/mon-compte', config, now: NOW, visitor });
    expect(page.status).toBe(200);
    // The site's loader read her card (the header's stars), and the page starts from it too.
    expect(page.body).toContain('<p data-testid="fake-account">une carte</p>');
    expect(provider.calls).toEqual([{ path: '/api/fidmarquesv3/card_slots', token: 'secret-token-anna' }]);
    // Her header: her name, her basket, her stars; not the visitors' « Connexion ».
    expect(page.body).toContain('Anna');
    expect(page.body).toContain('data-testid="basket-count"');
    expect(page.body).toMatch(/data-testid="star-balance"[^>]*>(<[^>]+>)*12/);
    expect(page.body).not.toContain('>Connexion<');
    const data = renderData(page.head);
    expect(data?.visitor).toBe('anna@example.fr');
    expect(data?.kitAfterRender).toBeUndefined();
    expect(data?.loaderData?.root).toEqual({ loaded: { 'card-slot': SLOT }, readFor: 'anna@example.fr' });
    expect(`${page.head}${page.body}`).not.toContain('secret-token');
    // Her own page: never shared with anyone.
    expect(page.shared).toBeUndefined();
  });

  it('sends an anonymous visitor of a guarded page where its guard says, reading nothing', async () => {
    for (const [url, to] of [
      ['/la-grande-boutique', '/la-grande-boutique-hors-connexion?r=%2Fla-grande-boutique'],
      ['/mon-compte', '/connexion?r=%2Fmon-compte'],
      ['/le-jeu/star-academy/resultat', '/connexion?r=%2Fle-jeu%2Fstar-academy%2Fresultat'],
    ]) {
      const page = await render(url as string);
      expect(page.redirect).toBe(to);
    }
    expect(provider.calls).toEqual([]);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it("gives crawlers and link previews the running game's first page at its own address, left to the browser's guard", async () => {
    const page = await render('/le-jeu/star-academy');
    expect(page.redirect).toBeUndefined();
    expect(page.status).toBe(200);
    expect(page.indexable).toBe(true);
    expect(page.head).toContain('<link rel="canonical" href="https://www.la-grande-boutique.fr/le-jeu/star-academy"');
    expect(page.head).toContain('/images/partage/jeu-4.jpg');
    // Nothing drawn, nothing read: the browser's router sends the visitor to log in.
    expect(page.body).toBe('');
    expect(provider.calls).toEqual([]);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it("names a gift page's goody in its head from the catalogue read for the visitor; an unknown goody is the 404", async () => {
    function FakeGift() {
      return <h1>{useLoaded(catalogRead)?.coupons[0]?.name ?? '…'}</h1>;
    }
    const catalog = { identifier: 'shop', name: 'Shop', coupons: [{ identifier: '42', name: 'Mug <collector>' }] };
    loadRemotePage.mockResolvedValue({
      default: FakeGift,
      loader: ({ kit }) => loadReads(kit, [catalogRead]),
      // As the shop's GiftPage says it: the goody of the address, nothing there, or unknown while unread.
      subject: (loaded, params) => {
        const read = loaded.catalog as Catalog | undefined;
        const coupon = read?.coupons.find((goody) => goody.identifier === params.id);
        return read ? (coupon ? { name: coupon.name } : 'not-found') : null;
      },
    });
    const request = { config, now: NOW, visitor: visitorNamed('Anna') };
    provider.restore();
    provider = fakeProvider({ '/api/fidmarquesv3/shopv3': { catalogs: [catalog] } });

    const gift = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/42/mug-collector' });
    expect(gift.status).toBe(200);
    expect(gift.head).toContain('<title>Mug &lt;collector&gt; · La Grande Boutique</title>');
    expect(gift.head.match(/<title>/g)).toHaveLength(1);
    expect(gift.head).toContain('<meta name="robots" content="noindex" />');
    expect(gift.body).toContain('<h1>Mug &lt;collector&gt;</h1>');
    expect(renderData(gift.head)?.page).toBe('complete');

    const unknown = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/7/mug' });
    expect(unknown.status).toBe(404);
    expect(unknown.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    expect(unknown.body).toContain('Page Not Found');
    expect(unknown.body).toContain('/la-grande-boutique/cadeau/7/mug');
    expect(unknown.body).not.toContain('<h1>Mug');
    expect(renderData(unknown.head)?.page).toBe('error');

    // The provider cannot answer: the route's own title, the page drawn as it can (the browser reads it).
    provider.restore();
    provider = fakeProvider({});
    const unread = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/42/mug-collector' });
    expect(unread.status).toBe(200);
    expect(unread.head).toContain('<title>Cadeau · La Grande Boutique</title>');
  });

  it("draws a malformed address of a visitor's page as the 404 page, with the full path", async () => {
    const url = '/mon-compte/mon-historique/ma-preuve-d-achat/pas-un-uuid';
    const page = await renderPage({ url, config, now: NOW, visitor: visitorNamed('Anna') });
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page Not Found');
    expect(page.body).toContain(url);
    expect(page.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    // The page's code was never asked for: the address was refused before.
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it("says a visitor's session is over when the provider refuses their token", async () => {
    provider.restore();
    provider = fakeProvider({});
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"code":"unauthorized"}', { status: 401 }));
    const page = await renderPage({ url: '/faq', config, now: NOW, visitor: visitorNamed('Anna') });
    expect(page.sessionRefused).toBe(true);
  });

  it('renders in the theme of the cookie and writes it, with the configuration, into the page', async () => {
    const light = await render('/faq');
    const dark = await render('/faq', NOW, 'dark');
    expect(dark.head).not.toEqual(light.head);
    expect(renderData(dark.head)).toMatchObject({ theme: 'dark', config, page: 'complete', kitAfterRender: true });
    expect(renderData(light.head)).toMatchObject({ theme: 'light', config, page: 'complete', kitAfterRender: true });
  });

  it('draws nothing for an anonymous page the session server keeps, and says how to fill it', async () => {
    const kept = await renderPage({ url: '/faq?r=%2Fmon-compte', config, now: NOW, keeps: () => true });
    expect(kept.body).toBe('');
    expect(kept.shared?.kept).toBe(true);
    const drawn = await renderPage({ url: '/faq?r=%2Fmon-compte', config, now: NOW, keeps: () => false });
    expect(drawn.shared?.key).toBe(kept.shared?.key);
    expect(drawn.body).not.toContain('%2Fmon-compte');
    expect(drawn.shared?.fill(drawn.body)).toContain('r=%2Fmon-compte');
  });
});
