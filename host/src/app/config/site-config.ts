import type { SiteConfig } from 'shared-kit';

let current: SiteConfig | undefined;

/** /config.json is read once at start-up (architecture: runtime configuration, no rebuild). */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/config.json', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  current = (await response.json()) as SiteConfig;
  return current;
}

export function siteConfig(): SiteConfig {
  if (!current) throw new Error('siteConfig() read before loadSiteConfig() resolved');
  return current;
}

/** Tests set the configuration without a request. */
export function setSiteConfigForTests(config: SiteConfig): void {
  current = config;
}
