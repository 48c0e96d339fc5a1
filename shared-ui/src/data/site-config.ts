import useSWR from 'swr';
import { fetchSiteConfig, SITE_CONFIG_PATH, type SiteConfig } from 'shared-kit/core';
// Through the package name, like use-user-data.ts: the atom and the store are the host's.
import { siteConfigAtom, uiStore } from 'shared-ui';

export const SITE_CONFIG_URL = SITE_CONFIG_PATH;

/**
 * The site's runtime configuration (/config.json) for remote pages: the one the host started with when it set one
 * (siteConfigAtom: no second request, and the server render shows the same), else read once per page load and shared
 * by every reader (one SWR key), so a window or the current game changes without a rebuild.
 */
export function useSiteConfig() {
  return useSWR<SiteConfig, Error>(SITE_CONFIG_URL, () => fetchSiteConfig(), {
    fallbackData: uiStore.get(siteConfigAtom) ?? undefined,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
