import type { SiteConfig } from 'shared-kit';
import { useSiteRuntime } from 'shared-ui';

export type GameConfig = SiteConfig['game'];

/**
 * The current game and its window, from the site's runtime configuration (the page's runtime: /config.json as the
 * page started with it): a window changes without a rebuild.
 */
export function useGameConfig(): GameConfig {
  return useSiteRuntime().config.game;
}
