import { SESSION_API } from 'shared-kit/contracts';

/**
 * The route an answer is counted under: a template out of a short fixed list, never the address itself (a metric label
 * per address would grow with every `?q=`, every 404 and every order id).
 */
const API_ROUTES = new Set<string>(Object.values(SESSION_API).map(({ path }) => path));
const OWN_FILES: Record<string, string> = {
  '/healthz': 'healthz',
  '/readyz': 'readyz',
  '/config.json': 'config.json',
  '/robots.txt': 'robots.txt',
  '/sitemap.xml': 'sitemap.xml',
};

/** `method`, `url` (the original address) and `status` of an answered request. */
export function routeLabel(method: string | undefined, url: string, status: number): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const own = OWN_FILES[path];
  if (own) return own;
  if (path.startsWith('/api/')) return API_ROUTES.has(path) ? path.slice(1) : 'api/not-found';
  // A page's form sent without JavaScript (the login, sign-up and reset pages).
  if (method === 'POST') return 'form';
  if (status >= 300 && status < 400) return 'redirect';
  if (path.startsWith('/assets/') || path.slice(path.lastIndexOf('/')).includes('.')) return 'static';
  return status === 404 ? 'not-found' : 'page';
}

/** `2xx` … `5xx`. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
