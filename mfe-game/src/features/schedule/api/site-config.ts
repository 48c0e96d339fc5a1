import useSWR from 'swr';
import type { GameNumber, GameSchedule, SiteConfig } from 'shared-kit';

export interface GameConfig {
  current: GameNumber;
  schedule: GameSchedule;
}

const CONFIG_URL = '/config.json';

async function fetchGameConfig(url: string): Promise<GameConfig> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const config = JSON.parse(await response.text()) as Partial<SiteConfig>;
  if (!config.game?.schedule) throw new Error(`${url} has no game schedule`);
  return config.game;
}

/**
 * The current game and its window, from the site's runtime configuration (architecture: a window
 * changes without a rebuild). Read once per page: the game pages share the answer.
 */
export function useGameConfig() {
  return useSWR<GameConfig, Error>(CONFIG_URL, fetchGameConfig, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
