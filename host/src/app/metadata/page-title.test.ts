import { canonicalUrl, pageTitle } from './page-title';

describe('tab title', () => {
  it("names the page, then the site; the shop, whose title is the site's name, once", () => {
    expect(pageTitle('Panier')).toBe('Panier · La Grande Boutique');
    expect(pageTitle('La Grande Boutique')).toBe('La Grande Boutique');
    expect(pageTitle(undefined)).toBe('La Grande Boutique · Vos pâtes vous font gagner des cadeaux');
  });
});

describe('canonical address', () => {
  const SITE = 'https://www.la-grande-boutique.fr';

  it.each([
    ['/', `${SITE}/`],
    ['/faq', `${SITE}/faq`],
    ['/le-jeu/star-academy', `${SITE}/le-jeu/star-academy`],
    ['/faq?q=1#haut', `${SITE}/faq`],
    ['/mentions-légales', `${SITE}/mentions-l%C3%A9gales`],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalUrl(SITE, path.split(/[?#]/)[0] as string)).toBe(canonical);
  });

  it.each([
    '//evil.example/x',
    '/\\\\evil.example/x',
    '/.//evil.example',
    '/..//evil.example',
    '\\\\\\\\evil.example',
    '/http:/evil.example',
    '/javascript:alert(1)',
    '/https:evil.example',
  ])('never points off-site, whatever the path (%s)', (path) => {
    const canonical = new URL(canonicalUrl(SITE, path));
    expect(canonical.origin).toBe(SITE);
  });

  it('keeps a site URL with a base path', () => {
    expect(canonicalUrl('https://dev.example.fr/lgb', '//x/faq')).toBe('https://dev.example.fr/lgb/x/faq');
  });
});
