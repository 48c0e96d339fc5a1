/**
 * A request's address as the logs may hold it: the path, with any segment that looks like an e-mail masked, and the
 * query's names with their values masked, except `r` (a return path of the site, never personal). A reset link's
 * `token`, an `access_token`, an e-mail in a query never reach the logs.
 */
const MASK = '[redacted]';
const KEPT_PARAMETERS = new Set(['r']);

export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path.includes('@')
    ? path
        .split('/')
        .map((segment) => (segment.includes('@') ? MASK : segment))
        .join('/')
    : path;
  if (queryAt < 0) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (KEPT_PARAMETERS.has(name)) return pair;
      // A bare value (`?camille@example.fr`) may be anything: masked whole.
      return equals < 0 ? (pair === '' ? pair : MASK) : `${name}=${MASK}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}
