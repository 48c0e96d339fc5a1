/**
 * After a navigation in the browser, the head follows the page shown: description, canonical link and robots rule
 * (the title is set at once by DocumentMeta, or by the error page). The server sent the first page's head whole;
 * crawlers and link previews read that one. Loaded on the first navigation, and kept free of i18next and of the
 * federated shared modules: loading those from here, while the first page's own chunks were loading, could leave the
 * start-up waiting for ever (measured in Chromium). It reads the same French texts as the server's i18next.
 */
import type { RouteDef } from '../routes/route-table';
import { isIndexable } from './indexing';
import { PAGE_TEXTS_FR } from './page-texts.fr';

export interface HeadAfterNavigation {
  route: RouteDef | undefined;
  gameName: string;
  canonical: string;
  loggedIn: boolean;
}

function upsert(doc: Document, tag: 'meta' | 'link', selector: string, attributes: Record<string, string>): void {
  let element = doc.head.querySelector(selector);
  if (!element) {
    element = doc.createElement(tag);
    doc.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

export function applyHead(doc: Document, { route, gameName, canonical, loggedIn }: HeadAfterNavigation): void {
  const description = route
    ? PAGE_TEXTS_FR.description[route.name].replace('{{game}}', gameName)
    : PAGE_TEXTS_FR.notFoundDescription;
  upsert(doc, 'meta', 'meta[name="description"]', { name: 'description', content: description });
  upsert(doc, 'link', 'link[rel="canonical"]', { rel: 'canonical', href: canonical });
  const indexable = route ? isIndexable(route, loggedIn) : false;
  if (indexable) doc.head.querySelector('meta[name="robots"]')?.remove();
  else upsert(doc, 'meta', 'meta[name="robots"]', { name: 'robots', content: 'noindex' });
  // The link preview described the first page only: another page must not carry it.
  for (const stale of doc.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) stale.remove();
}
