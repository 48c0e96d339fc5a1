/**
 * @jest-environment node
 */
import { useServerRead } from 'shared-ui';
import { loadServerRemotePage } from './server-remote-pages';
import {
  at,
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

const render = (url: string, now = at('2026-06-01T12:00:00Z'), theme: 'light' | 'dark' = 'light') =>
  renderPage({ url, config, now, theme });

describe('server render of the public pages', () => {
  it('renders the home page with its content, its critical CSS and the data to hydrate with', async () => {
    const page = await render('/');
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('data-testid="index"');
    expect(page?.body).toContain('Le jeu Star Academy est ouvert\u00a0!');
    expect(page?.body).toContain('Connexion');
    // The kit's random instance id would not match the browser's: it is left to hydration.
    expect(page?.body).not.toContain('data-kit-instance');
    expect(page?.head).toContain('<title>La Grande Boutique · Vos pâtes vous font gagner des cadeaux</title>');
    expect(page?.head).toContain('<link rel="canonical" href="https://www.la-grande-boutique.fr/" />');
    expect(page?.head).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(page?.head).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
    // Every class the body uses has its rule in the head.
    const classes = [...(page?.body ?? '').matchAll(/class="(css-[a-z0-9]+)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(5);
    for (const className of classes) expect(page?.head).toContain(`.${className}`);
    // A shell page rendered for nobody hydrates without the kit and the session store: they load after it.
    expect(renderData(page?.head)?.kitAfterRender).toBe(true);
  });

  it('shows the game banner of the moment and says until when the HTML holds', async () => {
    const teasing = await render('/', at('2026-01-15T12:00:00Z'));
    expect(teasing?.body).toContain('Le jeu Star Academy commence le 1\u00a0février 2026\u00a0!');
    expect(teasing?.validUntil).toBe(config.game.instants.start);
    const running = await render('/', at('2026-06-01T12:00:00Z'));
    expect(running?.body).toContain('Vous avez jusqu’au 31\u00a0décembre 2026');
    expect(running?.validUntil).toBe(config.game.instants.end + 1);
    const ended = await render('/', at('2027-01-15T12:00:00Z'));
    expect(ended?.body).toContain('Le jeu Star Academy est terminé');
    expect(ended?.validUntil).toBe(Number.POSITIVE_INFINITY);
  });

  it('renders the other public pages of the shell', async () => {
    for (const [url, text] of [
      ['/faq', 'FAQ'],
      ['/comment-participer', 'Comment participer'],
      ['/mentions-legales', 'Mentions légales'],
    ]) {
      const page = await render(url as string);
      expect(page?.status).toBe(200);
      expect(page?.body).toContain(text);
    }
  });

  it('renders an unknown address as the 404 page with its full path, escaped', async () => {
    const page = await render('/nulle-part?q=<script>alert(1)</script>');
    expect(page?.status).toBe(404);
    // A French page; the spec's title of the error on its own line, said as English.
    expect(page?.body).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
    expect(page?.body).toContain('<span lang="en">Page Not Found</span>');
    expect(page?.body).toContain('/nulle-part?q=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(page?.body).not.toContain('<script>');
    expect(page?.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
  });

  it('renders a remote page open to visitors from its server build, with the provider data it asked for', async () => {
    function FakeLimitedShop() {
      return <p data-testid="fake-limited">{useServerRead('public-catalog')?.name}</p>;
    }
    loadRemotePage.mockResolvedValue({ Page: FakeLimitedShop, reads: ['public-catalog'] });
    const readProvider = jest.fn(async () => ({ identifier: 'c', name: 'Catalogue lu par le serveur', coupons: [] }));
    const page = await renderPage({
      url: '/la-grande-boutique-hors-connexion',
      config,
      now: at('2026-06-01T12:00:00Z'),
      theme: 'light',
      remoteBuilds: { shop: 'b1' },
      readProvider,
    });
    expect(loadRemotePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'shop', page: './ShopLimitedPage', build: 'b1' }),
    );
    expect(readProvider).toHaveBeenCalledWith('public-catalog', undefined);
    expect(page?.body).toContain('<p data-testid="fake-limited">Catalogue lu par le serveur</p>');
    expect(page?.body).not.toContain('remote-page-skeleton');
    expect(page?.head).toContain('"page":"complete"');
    expect(page?.head).toContain('"reads":{"public-catalog":{"identifier":"c","name":"Catalogue lu par le serveur"');
    // A remote's page uses the kit from its first render: the browser loads it at start-up.
    expect(renderData(page?.head)?.kitAfterRender).toBeUndefined();
  });

  it('draws a remote page as the layout with a skeleton when the remote cannot give it, never hydrated', async () => {
    for (const [url, title] of [
      ['/connexion/se-connecter', 'Se connecter'],
      ['/la-grande-boutique-hors-connexion', 'La Grande Boutique'],
    ]) {
      const page = await render(url as string);
      expect(page?.status).toBe(200);
      expect(page?.body).toContain('data-testid="remote-page-skeleton"');
      expect(page?.body).toContain(`${title}</h1>`);
      expect(page?.head).toContain('"page":"skeleton"');
      // Kept a few seconds only: the page is rendered whole again soon after the remote is back.
      expect(page?.validUntil).toBe(at('2026-06-01T12:00:00Z') + 5_000);
    }
    expect((await render('/faq'))?.head).toContain('"page":"complete"');
  });

  it("renders a logged-in visitor's page for them: their header, their page with their own reads, whom it is for", async () => {
    function FakeAccount() {
      return <p data-testid="fake-account">{`${useServerRead('card-slots')?.length ?? 'aucune'} carte`}</p>;
    }
    loadRemotePage.mockResolvedValue({ Page: FakeAccount, reads: ['card-slots', 'public-catalog'] });
    const readProvider = jest.fn(async (id: string) => (id === 'card-slots' ? [{ id: 1 }] : null));
    const visitor = visitorNamed('Anna', [{ couponIdentifier: 'mug', quantity: 2 }]);
    const request = {
      url: '/mon-compte',
      config,
      now: at('2026-06-01T12:00:00Z'),
      theme: 'light' as const,
      readProvider,
    };
    const page = await renderPage({ ...request, visitor });
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('<p data-testid="fake-account">1 carte</p>');
    // Their header: their name, their basket; not the visitors' « Connexion ».
    expect(page?.body).toContain('Anna');
    expect(page?.body).toContain('data-testid="basket-count"');
    expect(page?.body).not.toContain('>Connexion<');
    expect(readProvider).toHaveBeenCalledWith('card-slots', visitor);
    const data = renderData(page?.head);
    expect(data?.visitor).toBe('anna@example.fr');
    expect(data?.kitAfterRender).toBeUndefined();
    expect(data?.reads).toEqual({ 'card-slots': [{ id: 1 }] });
    expect(`${page?.head}${page?.body}`).not.toContain('secret-token');

    // The same page asked anonymously is the guard's (the browser's) and reads nothing of hers.
    readProvider.mockClear();
    expect(await renderPage(request)).toBeNull();
    expect(readProvider).not.toHaveBeenCalled();
  });

  it("shows a visitor's stars in the header of any page of theirs, a shell page as a remote's", async () => {
    const slot = [{ loyalty_card: { identifier: 'c', data: { available_points: 12, pending_points: 0 } } }];
    const readProvider = jest.fn(async (id: string) => (id === 'card-slots' ? slot : null));
    const visitor = visitorNamed('Anna');
    const request = {
      config,
      now: at('2026-06-01T12:00:00Z'),
      theme: 'light' as const,
      readProvider,
    };
    const home = await renderPage({ ...request, url: '/', visitor });
    expect(home?.body).toMatch(/data-testid="star-balance"[^>]*>(<[^>]+>)*12/);
    expect(renderData(home?.head)?.reads).toEqual({ 'card-slots': slot });
    // An anonymous visitor's page reads nothing of anyone's.
    readProvider.mockClear();
    await renderPage({ ...request, url: '/' });
    expect(readProvider).not.toHaveBeenCalled();
  });

  it("names a gift page's goody in its head from the catalogue read for the visitor; an unknown goody is the 404", async () => {
    function FakeGift() {
      return <h1>{useServerRead('catalog')?.coupons[0]?.name ?? '…'}</h1>;
    }
    const catalog = { identifier: 'shop', name: 'Shop', coupons: [{ identifier: '42', name: 'Mug <collector>' }] };
    loadRemotePage.mockResolvedValue({
      Page: FakeGift,
      reads: ['catalog', 'card-slots'],
      // As the shop's GiftPage says it: the goody of the address, nothing there, or unknown while unread.
      subject: (data, params) => {
        const coupon = data.catalog?.coupons.find((goody) => goody.identifier === params.id);
        return data.catalog ? (coupon ? { name: coupon.name } : 'not-found') : null;
      },
    });
    const request = { config, now: at('2026-06-01T12:00:00Z'), theme: 'light' as const, visitor: visitorNamed('Anna') };
    const readProvider = jest.fn(async (id: string) => (id === 'catalog' ? catalog : null));

    const gift = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/42/mug-collector', readProvider });
    expect(gift?.status).toBe(200);
    expect(gift?.head).toContain('<title>Mug &lt;collector&gt; · La Grande Boutique</title>');
    expect(gift?.head.match(/<title>/g)).toHaveLength(1);
    expect(gift?.head).toContain('<meta name="robots" content="noindex" />');
    expect(gift?.body).toContain('<h1>Mug &lt;collector&gt;</h1>');

    const unknown = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/7/mug', readProvider });
    expect(unknown?.status).toBe(404);
    expect(unknown?.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    expect(unknown?.body).toContain('Page Not Found');
    expect(unknown?.body).toContain('/la-grande-boutique/cadeau/7/mug');
    expect(unknown?.body).not.toContain('<h1>Mug');
    // The browser's page throws this 404 itself: rendered anew there, not hydrated.
    expect(renderData(unknown?.head)?.page).toBe('not-found');
    expect(renderData(gift?.head)?.page).toBe('complete');

    // The provider did not answer in time: the route's own title, the page drawn as it can (the browser reads it).
    const unread = await renderPage({ ...request, url: '/la-grande-boutique/cadeau/42/mug-collector' });
    expect(unread?.status).toBe(200);
    expect(unread?.head).toContain('<title>Cadeau · La Grande Boutique</title>');
  });

  it("draws a malformed address of a visitor's page as the 404 page, with the full path", async () => {
    const visitor = visitorNamed('Anna');
    const url = '/mon-compte/mon-historique/ma-preuve-d-achat/pas-un-uuid';
    const page = await renderPage({ url, config, now: at('2026-06-01T12:00:00Z'), theme: 'light', visitor });
    expect(page?.status).toBe(404);
    expect(page?.body).toContain('Page Not Found');
    expect(page?.body).toContain(url);
    expect(page?.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    // The page's code was never asked for: the address was refused before.
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('leaves guarded pages (they redirect anonymous visitors) to the browser', async () => {
    expect(await render('/la-grande-boutique')).toBeNull();
    expect(await render('/mon-compte')).toBeNull();
    expect(await render('/le-jeu/star-academy')).toBeNull();
  });

  it('renders in the theme of the cookie and writes it, with the configuration, into the page', async () => {
    const light = await render('/faq');
    const dark = await render('/faq', undefined, 'dark');
    expect(dark?.head).not.toEqual(light?.head);
    expect(renderData(dark?.head)).toEqual({ theme: 'dark', config, page: 'complete', kitAfterRender: true });
    expect(renderData(light?.head)).toEqual({ theme: 'light', config, page: 'complete', kitAfterRender: true });
  });
});
