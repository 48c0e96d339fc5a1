/**
 * What the head of each page says to search engines and link previews: title, description, canonical address,
 * whether it may be indexed, and the Open Graph / Twitter card of public and game pages. The server sends every page
 * with it (render-page.tsx); the texts come through i18next (`pages` namespace).
 */
import { GAME_NAMES, ROUTE_PATHS, type GameNumber } from 'shared-kit/core';
import { HOST_FR } from '../../messages/fr';
import { packageTexts } from 'shared-ui/i18n';
import type { RouteDef } from '../routes/route-table';
import { routeTitle } from '../routes/route-texts';
import { isIndexable, sharesPreview } from './indexing';
import { canonicalUrl, pageTitle } from './page-title';
import { PAGE_TEXTS_FR, PAGES_NS } from './page-texts.fr';

/** `not-found`: the 404 page (any address the route table does not know, or a malformed one). */
export type PageKind = 'page' | 'not-found';

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** false: `noindex` (personal pages, error pages, the reset-password page). */
  indexable: boolean;
  /** The link preview (Open Graph, Twitter card) of public and game pages; null elsewhere. */
  share: { image: string; imageAlt: string } | null;
}

export interface PageHeadRequest {
  route: RouteDef | null;
  kind: PageKind;
  siteUrl: string;
  /** The address asked for; its query string never reaches the canonical address. */
  pathname: string;
  loggedIn: boolean;
  /** What the page's data says it is about (a gift page: the goody's name), in place of its route's title. */
  subject?: string;
}

/** The share images (1200×630, host/public/images/partage): the site's, and one per game. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export function shareImagePath(game: GameNumber | null): string {
  return game === null ? '/images/partage/la-grande-boutique.jpg' : `/images/partage/jeu-${game}.jpg`;
}

/** The texts of the `pages` namespace, from the site's i18next (shared-ui/i18n), registered when first asked. */
function readPageTexts() {
  return packageTexts(PAGES_NS, PAGE_TEXTS_FR, (t) => ({
    description: (name: RouteDef['name'], game: string) => t(`description.${name}`, { game }),
    gameImageAlt: (game: string) => t('gameImageAlt', { game }),
  }));
}

let texts: ReturnType<typeof readPageTexts> | null = null;

export function pageTexts(): ReturnType<typeof readPageTexts> {
  texts ??= readPageTexts();
  return texts;
}

export function pageHead({ route, kind, siteUrl, pathname, loggedIn, subject }: PageHeadRequest): PageHead {
  const t = pageTexts();
  if (kind !== 'page' || !route) {
    return {
      title: HOST_FR.errors.documentTitle(HOST_FR.errors.notFoundTitle),
      description: t.notFoundDescription,
      canonical: canonicalUrl(siteUrl, pathname),
      indexable: false,
      share: null,
    };
  }
  const game = route.game === undefined ? null : route.game;
  const gameName = game === null ? '' : GAME_NAMES[game];
  const canonicalPath = route.canonicalRoute ? ROUTE_PATHS[route.canonicalRoute] : pathname;
  return {
    title: pageTitle(subject ?? (route.name === 'index' ? undefined : routeTitle(route))),
    description: t.description(route.name, gameName),
    canonical: canonicalUrl(siteUrl, canonicalPath),
    indexable: isIndexable(route, loggedIn),
    share: sharesPreview(route)
      ? {
          image: canonicalUrl(siteUrl, shareImagePath(game)),
          imageAlt: game === null ? t.shareImageAlt : t.gameImageAlt(gameName),
        }
      : null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, every value escaped. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.share) {
    const siteName = pageTexts().siteName;
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:locale', 'fr_FR'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:image', head.share.image),
      meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
      meta('property', 'og:image:alt', head.share.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.share.image),
    );
  }
  return tags.join('\n');
}
