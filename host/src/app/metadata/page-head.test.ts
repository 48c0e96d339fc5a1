import { ROUTE_TABLE, routeByName } from '../routes/route-table';
import { applyHead } from './head-after-navigation';
import { pageHead } from './page-head';

const SITE = 'https://www.la-grande-boutique.fr';

describe('the head a navigation leaves in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the description, canonical link and robots rule of each page, and takes the rule off again', () => {
    document.head.innerHTML =
      '<meta property="og:title" content="Accueil" /><meta name="twitter:card" content="summary_large_image" />';
    applyHead(document, {
      route: routeByName('profile'),
      gameName: '',
      canonical: `${SITE}/mon-compte`,
      loggedIn: true,
    });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/mon-compte`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Votre compte');
    // The first page's link preview does not describe this one.
    expect(document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')).toHaveLength(0);

    applyHead(document, {
      route: routeByName('game-4'),
      gameName: 'Star Academy',
      canonical: `${SITE}/le-jeu/star-academy`,
      loggedIn: false,
    });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Jouez à Star Academy avec',
    );
  });

  it('says noindex on the 404 page and describes it', () => {
    const head = pageHead({ route: null, kind: 'not-found', siteUrl: SITE, pathname: '/nulle-part', loggedIn: false });
    expect(head).toMatchObject({ title: 'Page introuvable · La Grande Boutique', indexable: false, share: null });
    expect(head.description).toContain('n’existe pas');
    applyHead(document, { route: undefined, gameName: '', canonical: `${SITE}/nulle-part`, loggedIn: true });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
  });

  it('has a French description for every route of the table, the same on the server and in the browser', () => {
    for (const route of ROUTE_TABLE) {
      const head = pageHead({ route, kind: 'page', siteUrl: SITE, pathname: route.path, loggedIn: false });
      expect({ route: route.name, description: head.description }).toEqual({
        route: route.name,
        description: expect.stringMatching(/^[A-ZÉ].{40,}[.!?]$/),
      });
      applyHead(document, { route, gameName: 'Star Academy', canonical: SITE, loggedIn: false });
      if (route.game === 4)
        expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
    }
  });
});
