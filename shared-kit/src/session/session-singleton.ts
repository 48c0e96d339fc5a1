import { bus } from '../singleton';
import { SessionStore } from './session-store';

const REGISTRY_KEY = '__LA_GRANDE_BOUTIQUE_SESSION_STORE__';
type GlobalWithSession = typeof globalThis & { [REGISTRY_KEY]?: SessionStore };

/**
 * Same rule as the kit (singleton.ts): one session per page. Should a remote ever evaluate a second
 * copy of shared-kit, it still gets the first store, so a login seen by one app is seen by all.
 */
function resolveSessionStore(): SessionStore {
  const scope = globalThis as GlobalWithSession;
  const existing = scope[REGISTRY_KEY];
  if (existing) return existing;
  const created = new SessionStore({ bus });
  scope[REGISTRY_KEY] = created;
  return created;
}

export const sessionStore: SessionStore = resolveSessionStore();
