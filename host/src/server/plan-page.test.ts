/**
 * @jest-environment node
 */
import { matchRoutes } from 'react-router';
import { planPage, sitemapPaths } from './render-page';
import { loadServerRemotePage } from './server-remote-pages';
import { at, renderPage, SERVER_TEST_CONFIG as config, visitorNamed, withRemotesDown } from './testing/render-request';

jest.mock('./server-remote-pages', () => ({
  ...jest.requireActual<object>('./server-remote-pages'),
  loadServerRemotePage: jest.fn(),
}));
jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof import('react-router')>('react-router');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});
const loadRemotePage = jest.mocked(loadServerRemotePage);
withRemotesDown(loadRemotePage);

describe('the head of every page, rendered on the server or not', () => {
  const during = at('2026-06-01T12:00:00Z');
  const anna = visitorNamed('Anna');
  const head = (url: string, loggedIn = false, now = during) =>
    planPage({ url, config, now, ...(loggedIn ? { visitor: anna } : {}) });

  it('names the remote page the visitor will see there, after the guards, so its code is announced in the HTML', async () => {
    expect((await head('/faq')).remotePage).toBeNull();
    expect((await head('/connexion/se-connecter')).remotePage).toEqual({ remote: 'auth', page: './LoginPage' });
    // The shop sends logged-out visitors to its limited view; a logged-in user is sent from the login to the profile.
    expect((await head('/la-grande-boutique')).remotePage).toEqual({ remote: 'shop', page: './ShopLimitedPage' });
    expect((await head('/la-grande-boutique', true)).remotePage).toEqual({ remote: 'shop', page: './ShopPage' });
    expect((await head('/connexion/se-connecter', true)).remotePage).toEqual({
      remote: 'account',
      page: './ProfilePage',
    });
    expect((await head('/le-jeu/star-academy', true)).remotePage).toEqual({ remote: 'game', page: './GamePage' });
    // A closed game sends everyone home: the shell's own page.
    expect((await head('/le-jeu/star-academy', true, at('2030-01-01T12:00:00Z'))).remotePage).toBeNull();
    expect((await head('/nulle-part')).remotePage).toBeNull();
  });

  it('describes a public page for search engines and link previews, with absolute addresses', async () => {
    const faq = await head('/faq?utm_source=chat#question-3');
    expect(faq.status).toBe(200);
    expect(faq.indexable).toBe(true);
    expect(faq.head).toContain('<title>Aide et FAQ · La Grande Boutique</title>');
    expect(faq.head).toMatch(/<meta name="description" content="Les réponses aux questions fréquentes[^"]+" \/>/);
    // A query string never reaches the canonical link nor og:url.
    expect(faq.head).toContain('<link rel="canonical" href="https://www.la-grande-boutique.fr/faq" />');
    expect(faq.head).toContain('<meta property="og:url" content="https://www.la-grande-boutique.fr/faq" />');
    expect(faq.head).not.toContain('utm_source');
    expect(faq.head).toContain(
      '<meta property="og:image" content="https://www.la-grande-boutique.fr/images/partage/la-grande-boutique.jpg" />',
    );
    expect(faq.head).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(faq.head).toContain('<meta property="og:site_name" content="La Grande Boutique" />');
    expect(faq.head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(faq.head).not.toContain('noindex');
  });

  it('gives the running game its own preview; anonymous visitors may index its first page, a player’s page no', async () => {
    const game = await head('/le-jeu/star-academy');
    expect(game.indexable).toBe(true);
    expect(game.head).toContain('<meta property="og:title" content="Star Academy · La Grande Boutique" />');
    expect(game.head).toContain('content="https://www.la-grande-boutique.fr/images/partage/jeu-4.jpg"');
    expect(game.head).toContain('Jouez à Star Academy avec le code unique');
    expect((await head('/le-jeu/star-academy', true)).indexable).toBe(false);
    expect((await head('/le-jeu/star-academy', true)).head).toContain('<meta name="robots" content="noindex" />');
    expect((await head('/le-jeu/star-academy/bravo')).indexable).toBe(false);
    // Another game, or the game after its end, sends visitors home: nothing to index.
    expect((await head('/le-jeu-mechamment-gourmand')).indexable).toBe(false);
    expect((await head('/le-jeu/star-academy', false, at('2027-02-01T12:00:00Z'))).indexable).toBe(false);
  });

  it('keeps personal pages, the reset-password page and the 404 out of search indexes, without a preview', async () => {
    for (const url of [
      '/mon-compte',
      '/la-grande-boutique/panier',
      '/la-grande-boutique/commande/recapitulatif',
      '/reinitialiser-son-mot-de-passe?token=abc',
    ]) {
      const page = await head(url, true);
      expect({ url, indexable: page.indexable }).toEqual({ url, indexable: false });
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(page.head).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(page.head).not.toContain('og:');
    }
    const missing = await head('/nulle-part/<script>');
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('<title>Page introuvable · La Grande Boutique</title>');
    expect(missing.head).toContain('noindex');
    expect(missing.head).not.toContain('<script>');
    // A malformed segment is the 404 too.
    expect((await head('/mon-compte/mon-historique/ma-preuve-d-achat/pas-un-uuid', true)).status).toBe(404);
  });

  it('sends an alias to the page’s own address', async () => {
    expect((await head('/legal-notices')).head).toContain(
      '<link rel="canonical" href="https://www.la-grande-boutique.fr/mentions-legales" />',
    );
  });

  it('lists in the sitemap the public pages at their own address, and the game only while it runs', async () => {
    const paths = sitemapPaths({ config, now: during });
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/faq', '/produits-eligibles', '/comment-participer', '/mentions-legales']),
    );
    expect(paths).toContain('/le-jeu/star-academy');
    for (const excluded of [
      '/legal-notices',
      '/reinitialiser-son-mot-de-passe',
      '/mon-compte',
      '/le-jeu-mechamment-gourmand',
    ])
      expect(paths).not.toContain(excluded);
    expect(paths.every((path) => !path.includes(':'))).toBe(true);
    expect(sitemapPaths({ config, now: at('2027-02-01T12:00:00Z') })).not.toContain('/le-jeu/star-academy');
  });
});

describe('one plan per request: « this address is this page, it needs these reads »', () => {
  const during = at('2026-06-01T12:00:00Z');

  it('matches the route once for the whole request, its head, its guard and its drawing', async () => {
    const matched = jest.mocked(matchRoutes);
    matched.mockClear();
    const page = await renderPage({ url: '/faq?utm_source=chat', config, now: during });
    expect(page?.status).toBe(200);
    expect(matched).toHaveBeenCalledTimes(1);
    matched.mockClear();
    const visitorsPage = await renderPage({ url: '/', config, now: during, visitor: visitorNamed('Anna') });
    expect(visitorsPage?.body).toContain('Anna');
    expect(matched).toHaveBeenCalledTimes(1);
  });

  it('names what the page reads: a visitor’s own (with the header’s stars) for them, never for anybody else', async () => {
    function Shop() {
      return null;
    }
    loadRemotePage.mockResolvedValue({ Page: Shop, reads: ['catalog', 'card-slots', 'public-catalog'] });
    const forAnna = await planPage({ url: '/la-grande-boutique', config, now: during, visitor: visitorNamed('Anna') });
    expect(forAnna.render?.reads).toEqual(['card-slots', 'catalog', 'public-catalog']);
    const home = await planPage({ url: '/', config, now: during, visitor: visitorNamed('Anna') });
    expect(home.render?.reads).toEqual(['card-slots']);
    const limited = await planPage({ url: '/la-grande-boutique-hors-connexion', config, now: during });
    expect(limited.render?.reads).toEqual(['public-catalog']);
    expect((await planPage({ url: '/', config, now: during })).render?.reads).toEqual([]);
  });

  it('draws an anonymous page at its path, a local `r` as a placeholder, the 404 at its place in the site', async () => {
    const url = async (asked: string, loggedIn = false) =>
      (await planPage({ url: asked, config, now: during, ...(loggedIn ? { visitor: visitorNamed('Anna') } : {}) }))
        .render?.url;
    expect(await url('/connexion/se-connecter?r=%2Fmon-compte&utm=x')).toBe(
      '/connexion/se-connecter?r=%2Flgb-placeholder-r',
    );
    expect(await url('/connexion/se-connecter?r=%2Fla-grande-boutique')).toBe(
      '/connexion/se-connecter?r=%2Flgb-placeholder-r',
    );
    expect(await url('/connexion/se-connecter?r=https%3A%2F%2Fevil.example')).toBe('/connexion/se-connecter');
    expect(await url('/nulle-part?q=1')).toBe('/lgb-placeholder-segment');
    expect(await url('/ailleurs/encore')).toBe('/lgb-placeholder-segment');
    expect(await url('/Le-Jeu/Star-Academy/x/y?r=%2Fmon-compte')).toBe(
      '/le-jeu/star-academy/lgb-placeholder-segment?r=%2Flgb-placeholder-r',
    );
    // A visitor's page is drawn for them alone, at the address they asked for.
    expect(await url('/connexion/se-connecter?r=%2Fmon-compte&utm=x', true)).toBeUndefined();
    expect(await url('/faq?r=%2Fmon-compte&utm=x', true)).toBe('/faq?r=%2Fmon-compte');
    expect(await url('/nulle-part?q=1', true)).toBe('/nulle-part?q=1');
  });

  it('leaves to the browser an address a guard sends elsewhere, and a legacy one', async () => {
    expect((await planPage({ url: '/mon-compte', config, now: during })).render).toBeNull();
    const loggedIn = await planPage({ url: '/connexion', config, now: during, visitor: visitorNamed('Anna') });
    expect(loggedIn.render).toBeNull();
    expect(loggedIn.remotePage).toEqual({ remote: 'account', page: './ProfilePage' });
    // The session server answers it with a 301 before asking; the browser's router would redirect it too.
    expect((await planPage({ url: '/auth/login', config, now: during })).render).toBeNull();
  });
});
