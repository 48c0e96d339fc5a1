import type { SiteConfig } from 'shared-kit';

/**
 * /config.json is read once at start-up: the same build runs in every environment, and a remote's address or a
 * game window changes without a rebuild. The answer is handed to the shell as a dependency (ShellDeps.config).
 */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/config.json', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as SiteConfig;
}
