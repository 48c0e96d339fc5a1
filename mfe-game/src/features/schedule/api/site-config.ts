import type { GameInstants, GameNumber, GameSchedule } from 'shared-kit';
import { useSiteConfig } from 'shared-ui/data';

export interface GameConfig {
  current: GameNumber;
  schedule: GameSchedule;
  /** The schedule as instants, computed once by the session server. */
  instants?: GameInstants;
}

/**
 * The current game and its window, from the site's runtime configuration (shared-ui/data `useSiteConfig`, the one
 * /config.json reader of the remotes): a window changes without a rebuild.
 */
export function useGameConfig() {
  const config = useSiteConfig();
  return { ...config, data: config.data?.game as GameConfig | undefined };
}
