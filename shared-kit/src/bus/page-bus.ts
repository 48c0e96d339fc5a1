import { EventBus } from './event-bus';

const REGISTRY_KEY = '__LA_GRANDE_BOUTIQUE_BUS__';
type GlobalWithBus = typeof globalThis & { [REGISTRY_KEY]?: EventBus };

/**
 * The page's one bus. It is made by whichever part of the site asks first (the shell's first render, long before the
 * kit loads) and kept on the page, so the kit, the session store and every remote emit and listen on the same one.
 */
function resolveBus(): EventBus {
  const scope = globalThis as GlobalWithBus;
  scope[REGISTRY_KEY] ??= new EventBus();
  return scope[REGISTRY_KEY];
}

export const bus: EventBus = resolveBus();
