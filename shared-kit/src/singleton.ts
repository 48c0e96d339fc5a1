import { bus as pageBus } from 'shared-kit/core';
import type { EventBus } from './bus/event-bus';
import { Kit } from './kit/kit';
import { KIT_VERSION } from './kit/version';

interface SharedKitRegistry {
  version: string;
  kit: Kit;
  bus: EventBus;
  /** Which app (host, auth, shop…) has used the singleton: read by the e2e singleton check. */
  seenBy: Record<string, Kit>;
}

const REGISTRY_KEY = '__LA_GRANDE_BOUTIQUE_SHARED_KIT__';
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: SharedKitRegistry };

/**
 * Module Federation shares this package as a singleton. If a build gets it wrong (a remote
 * bundling its own copy, a version outside the shared range) this module is evaluated twice:
 * say so loudly, then keep using the first instance so the page still has one session.
 */
function resolveRegistry(): SharedKitRegistry {
  const scope = globalThis as GlobalWithRegistry;
  const existing = scope[REGISTRY_KEY];
  if (existing) {
    console.error(
      `[shared-kit] a second copy of shared-kit (version ${KIT_VERSION}) was loaded while version ` +
        `${existing.version} is already running: it must be a Module Federation singleton. ` +
        'The first instance is kept.',
    );
    return existing;
  }
  // The kit emits on the page's bus (session:unauthorized, receipts:sent), made before it by the shell's first render.
  const created: SharedKitRegistry = { version: KIT_VERSION, kit: new Kit({ bus: pageBus }), bus: pageBus, seenBy: {} };
  scope[REGISTRY_KEY] = created;
  return created;
}

const registry = resolveRegistry();

export const kit: Kit = registry.kit;
export const bus: EventBus = registry.bus;

/** Records that `appName` uses the shared kit; returns it. */
export function claimSharedKit(appName: string): Kit {
  registry.seenBy[appName] = registry.kit;
  return registry.kit;
}
