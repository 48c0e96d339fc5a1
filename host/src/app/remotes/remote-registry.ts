import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from 'shared-kit/core';

const entries = new Map<RemoteName, string>();

/** Remotes are registered at runtime from /config.json, so one remote down never stops the host. */
export function registerSiteRemotes(config: SiteConfig): void {
  for (const name of REMOTE_NAMES) entries.set(name, config.remotes[name]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/**
 * Forgets what the runtime cached for a remote (its failed manifest, entry and modules) so the
 * next load asks its server again: the retry button works without a page reload.
 */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (!entry) throw new Error(`remote "${name}" was never registered`);
  registerRemotes([{ name, entry }], { force: true });
}
