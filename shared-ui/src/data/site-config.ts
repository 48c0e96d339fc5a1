import useSWR from 'swr';
import { fetchSiteConfig, SITE_CONFIG_PATH, type SiteConfig } from 'shared-kit';

export const SITE_CONFIG_URL = SITE_CONFIG_PATH;

/**
 * The site's runtime configuration (/config.json) for remote pages: read once per page load and shared by every
 * reader (one SWR key), so a window or the current game changes without a rebuild.
 */
export function useSiteConfig() {
  return useSWR<SiteConfig, Error>(SITE_CONFIG_URL, () => fetchSiteConfig(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
