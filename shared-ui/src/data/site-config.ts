import useSWR from 'swr';
import type { SiteConfig } from 'shared-kit';

export const SITE_CONFIG_URL = '/config.json';

async function fetchSiteConfig(url: string): Promise<SiteConfig> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const config = JSON.parse(await response.text()) as Partial<SiteConfig>;
  if (!config.game?.schedule) throw new Error(`${url} has no game schedule`);
  return config as SiteConfig;
}

/**
 * The site's runtime configuration (/config.json) for remote pages: read once per page load and shared by every
 * reader (one SWR key), so a window or the current game changes without a rebuild.
 */
export function useSiteConfig() {
  return useSWR<SiteConfig, Error>(SITE_CONFIG_URL, fetchSiteConfig, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
