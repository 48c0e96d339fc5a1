import { isPageNotFoundError, PageNotFoundError } from './page-errors';

describe('PageNotFoundError (a remote page signals the host 404)', () => {
  it('carries the full path and is recognised by its brand', () => {
    const error = new PageNotFoundError('/mon-compte/mon-historique/ma-preuve-d-achat/abc?x=1');
    expect(isPageNotFoundError(error)).toBe(true);
    expect(error.path).toBe('/mon-compte/mon-historique/ma-preuve-d-achat/abc?x=1');
    expect(isPageNotFoundError({ pageNotFound: true, path: '/ailleurs' })).toBe(true);
  });

  it('does not match other errors', () => {
    expect(isPageNotFoundError(new Error('boom'))).toBe(false);
    expect(isPageNotFoundError({ status: 404 })).toBe(false);
    expect(isPageNotFoundError(null)).toBe(false);
  });
});
