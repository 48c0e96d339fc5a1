/**
 * Which pages search engines may index and which get a link preview. Plain rules on the route table, free of
 * i18next and of the federated shared modules, so the browser applies them after each navigation at no cost.
 */
import type { RouteDef } from '../routes/route-table';

const isGameIndex = (route: RouteDef) => route.game !== undefined && route.name === `game-${route.game}`;

/**
 * May a search engine index this page? Public pages yes (the reset-password page no: its link is personal); a game's
 * first page for anonymous visitors (crawlers, link previews), not once it is a player's own; every other page of a
 * logged-in user (account, shop, basket, orders, game results) no.
 */
export function isIndexable(route: RouteDef, loggedIn: boolean): boolean {
  if (route.name === 'reset-password') return false;
  if (route.access === 'public' || route.access === 'anonymous-only') return true;
  return isGameIndex(route) && !loggedIn;
}

/** Public and game pages get a link preview; personal pages do not. */
export function sharesPreview(route: RouteDef): boolean {
  if (route.game !== undefined) return true;
  return (route.access === 'public' || route.access === 'anonymous-only') && route.name !== 'reset-password';
}
