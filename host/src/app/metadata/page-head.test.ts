import { ROUTE_TABLE, routeByName } from '../routes/route-table';
import { applyHead, pageHead } from './page-head';

const SITE = 'https://www.la-grande-boutique.fr';

describe('the head a navigation leaves in the browser (issue 26)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the description, canonical link and robots rule of each page, and takes the rule off again', () => {
    applyHead(
      document,
      pageHead({ route: routeByName('profile'), kind: 'page', siteUrl: SITE, pathname: '/mon-compte', loggedIn: true }),
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/mon-compte`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Votre compte');

    applyHead(
      document,
      pageHead({ route: routeByName('faq'), kind: 'page', siteUrl: SITE, pathname: '/faq', loggedIn: true }),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'questions fréquentes',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/faq`);
  });

  it('says noindex on the 404 page and describes it', () => {
    const head = pageHead({ route: null, kind: 'not-found', siteUrl: SITE, pathname: '/nulle-part', loggedIn: false });
    expect(head).toMatchObject({ title: 'Page Not Found · La Grande Boutique', indexable: false, share: null });
    expect(head.description).toContain('n’existe pas');
  });

  it('has a French description for every route of the table', () => {
    for (const route of ROUTE_TABLE) {
      const head = pageHead({ route, kind: 'page', siteUrl: SITE, pathname: route.path, loggedIn: false });
      expect({ route: route.name, description: head.description }).toEqual({
        route: route.name,
        description: expect.stringMatching(/^[A-ZÉ].{40,}[.!?]$/),
      });
    }
  });
});
