import { packageTexts } from 'shared-ui/i18n';
import { ROUTE_TABLE, type RouteDef } from './route-table';

/**
 * The route table's titles and breadcrumb words (LAYOUT-3) are its French source: they are registered as i18next
 * texts (namespace `host`, key `routes`) and every page reads them from there, so another language only adds
 * resources. A breadcrumb word's key is its French text reduced to letters and digits.
 */
function crumbKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const HOME_CRUMB = 'Accueil';

const FR = {
  routes: {
    titles: Object.fromEntries(ROUTE_TABLE.map((route) => [route.name, route.title])) as Record<string, string>,
    crumbs: Object.fromEntries(
      [HOME_CRUMB, ...ROUTE_TABLE.flatMap((route) => route.breadcrumb)].map((text) => [crumbKey(text), text]),
    ) as Record<string, string>,
  },
} as const;

const texts = packageTexts('host', FR, (t) => ({
  routes: {
    title: (route: Pick<RouteDef, 'name'>) => t(`routes.titles.${route.name}`),
    crumb: (text: string) => t(`routes.crumbs.${crumbKey(text)}`),
  },
})).routes;

/** The page's title (document title and heading). */
export const routeTitle = texts.title;

/** The breadcrumb trail's words, « Accueil » first; `source` is the French word, the key of its link. */
export function breadcrumbTrail(route: Pick<RouteDef, 'breadcrumb'>): Array<{ source: string; text: string }> {
  return [HOME_CRUMB, ...route.breadcrumb].map((source) => ({ source, text: texts.crumb(source) }));
}
