import { HOST_FR } from '../../messages/fr';

/**
 * The page title (the home page gives none) and canonical address, on every page's first load (the rest of the head
 * is in page-head.ts).
 */
export function pageTitle(title: string | undefined): string {
  if (!title) return HOST_FR.head.home;
  // The shop's title is the site's name: « La Grande Boutique », never « La Grande Boutique · La Grande Boutique ».
  return title === HOST_FR.head.siteName ? title : HOST_FR.head.title(title);
}

/**
 * Canonical URL of a path on the environment's site URL (LAYOUT-6: from the environment); never a query string, and
 * never another site: `//evil.example/x` or `/\\evil.example` would make `new URL` leave the site, so the path is
 * first reduced to its plain segments under the site's root.
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const site = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  const segments = pathname.split(/[/\\]/).filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  // `./` first: a first segment such as `http:` or `javascript:` must stay a path, never become a scheme.
  return new URL(`./${segments.join('/')}`, site).toString();
}
