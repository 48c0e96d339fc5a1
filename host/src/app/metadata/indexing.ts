/**
 * Which pages search engines may index and which get a link preview. Plain rules on the route table, free of
 * i18next and of the federated shared modules, so the browser applies them after each navigation at no cost.
 */
import type { RouteDef } from '../routes/route-table';

const isGameIndex = (route: RouteDef) => route.game !== undefined && route.name === `game-${route.game}`;

/** Open to everyone and the same for everyone (the reset-password page's link is personal). */
const isPublicPage = (route: RouteDef) =>
  (route.access === 'public' || route.access === 'anonymous-only') && route.name !== 'reset-password';

/**
 * May a search engine index this page? Public pages yes (the reset-password page no: its link is personal); a game's
 * first page for anonymous visitors (crawlers, link previews), not once it is a player's own; every other page of a
 * logged-in user (account, shop, basket, orders, game results) no.
 */
export function isIndexable(route: RouteDef, loggedIn: boolean): boolean {
  return isPublicPage(route) || (isGameIndex(route) && !loggedIn);
}

/** Public and game pages get a link preview; personal pages do not. */
export function sharesPreview(route: RouteDef): boolean {
  return route.game !== undefined || isPublicPage(route);
}
