/**
 * How a remote's page tells the host "this page does not exist" (ROUTE-1: an unmatched route or
 * a failed route validation is a 404 'Page Not Found' carrying the full path). Remotes never import
 * react-router, so they throw this while rendering; the host's error page shows it as its 404.
 * Recognised by a brand, not `instanceof`, so a copy of this module built into another app still
 * matches.
 */
export class PageNotFoundError extends Error {
  override readonly name = 'PageNotFoundError';
  readonly status = 404 as const;
  readonly pageNotFound = true as const;

  constructor(
    /** The full path of the missing page (pathname, search and hash). */
    readonly path: string,
  ) {
    super(`page not found: ${path}`);
  }
}

export function isPageNotFoundError(error: unknown): error is PageNotFoundError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { pageNotFound?: unknown }).pageNotFound === true &&
    typeof (error as { path?: unknown }).path === 'string'
  );
}
