import { fetchSiteConfig, type SiteConfig } from 'shared-kit/core';

/**
 * /config.json is read once at start-up (shared-kit's one reader): the same build runs in every environment, and a
 * remote's address or a game window changes without a rebuild. The answer is handed to the shell as a dependency
 * (ShellDeps.config).
 */
export function loadSiteConfig(fetchImpl?: typeof fetch): Promise<SiteConfig> {
  return fetchSiteConfig(fetchImpl);
}
