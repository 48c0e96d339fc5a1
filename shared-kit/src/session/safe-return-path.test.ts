import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    '/mon-compte/mon-profil',
    '/la-grande-boutique/panier?etape=2',
    '/faq#comment-jouer',
    '/la-grande-boutique/cadeau/12/p%C3%A2tes-pliss%C3%A9es',
    '/le-jeu/star-academy',
    '/',
  ])('keeps the local path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.com'],
    ['http://evil.com/mon-compte'],
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['\\/evil.com'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.com'],
    ['/%2F%2Fevil.com'],
    ['/%2Fevil.com'],
    ['/%5Cevil.com'],
    ['%2F%5Cevil.com'],
    ['/%252F%252Fevil.com'],
    ['/%25252F%25252Fevil.com'],
    ['/.//evil.com'],
    ['/./\\evil.com'],
    ['/\t/evil.com'],
    ['/%09/evil.com'],
    ['/%0a/evil.com'],
    ['/%0D%0A/evil.com'],
    ['/\n/evil.com'],
    ['/%00/mon-compte'],
    ['/\u2028/evil.com'],
    [' /mon-compte'],
    ['mon-compte'],
    ['evil.com'],
    ['/%E0%A4%A'],
  ])('rejects the hostile value %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('rejects a path longer than any link of the site', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
