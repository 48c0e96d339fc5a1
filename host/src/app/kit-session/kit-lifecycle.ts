import { atom, uiStore } from 'shared-ui';
import type { SiteConfig } from 'shared-kit';
import type { SessionSource } from '../session/session-source';
import type { ShellKit } from './shell-kit';

/** 'ready': the kit can serve the visitor (configured and initialized; the user authorized if any). */
export type KitStatus = 'starting' | 'ready' | 'failed';

export const kitStatusAtom = atom<KitStatus>('starting');

let running: Promise<KitStatus> | null = null;

async function sync(kit: ShellKit, config: SiteConfig, session: SessionSource): Promise<KitStatus> {
  if (kit.state === 'not_configured') await kit.setUp(config.kit);
  const user = session.user;
  // Spec §4: after a user is set, the kit session is authorized with the access token; when it
  // is not authorized while a user is logged in (a 401, a new tab), it is set up again.
  if (user && !kit.isUserAuthorized) await kit.authorizeUser(user.tokens.accessToken);
  return 'ready';
}

/**
 * Spec §4 Kit lifecycle: configure (region, environment) → init (client id) → authorize with
 * the session's token → ready. Safe to call often (start-up, session changes, navigations):
 * it does only what is missing, one run at a time.
 */
export function syncKitSession(kit: ShellKit, config: SiteConfig, session: SessionSource): Promise<KitStatus> {
  if (running) return running;
  const needsWork = kit.state === 'not_configured' || (session.user !== null && !kit.isUserAuthorized);
  if (!needsWork) {
    uiStore.set(kitStatusAtom, 'ready');
    return Promise.resolve('ready');
  }
  uiStore.set(kitStatusAtom, 'starting');
  running = sync(kit, config, session)
    .catch((error: unknown) => {
      console.error('[kit] set-up failed', error);
      return 'failed' as const;
    })
    .then((status) => {
      running = null;
      uiStore.set(kitStatusAtom, status);
      return status;
    });
  return running;
}
