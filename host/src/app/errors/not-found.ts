import { data } from 'react-router';

/**
 * PAGE-ERROR-1: an unmatched route or a failed route validation is a 404 carrying the full path (`shown`: the address
 * the page shows instead, where the server draws one 404 for many addresses: server/shared-drawing.ts).
 */
export function notFound(request: Request, shown?: string): never {
  const url = new URL(request.url);
  const path = shown ?? `${url.pathname}${url.search}${url.hash}`;
  throw data({ path }, { status: 404, statusText: 'Page Not Found' });
}
