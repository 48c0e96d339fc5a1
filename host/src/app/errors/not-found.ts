import { data } from 'react-router';

/** PAGE-ERROR-1: an unmatched route or a failed route validation is a 404 carrying the full path. */
export function notFound(request: Request): never {
  const url = new URL(request.url);
  throw data({ path: `${url.pathname}${url.search}${url.hash}` }, { status: 404, statusText: 'Page Not Found' });
}
