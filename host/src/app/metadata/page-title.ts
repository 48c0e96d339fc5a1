/** The page title and canonical address, on every page's first load (the rest of the head is in page-head.ts). */
const SITE_NAME = 'La Grande Boutique';

export function pageTitle(title: string | undefined): string {
  if (!title || title === 'Accueil') return `${SITE_NAME} · Vos pâtes vous font gagner des cadeaux`;
  return `${title} · ${SITE_NAME}`;
}

/** Canonical URL of a path on the environment's site URL (spec §2: from the environment); never a query string. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const url = new URL(pathname, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  url.search = '';
  url.hash = '';
  return url.toString();
}
