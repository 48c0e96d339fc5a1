import { MESSAGES_FR, showToast } from 'shared-ui';
import type { ShellKit } from '../kit-session/shell-kit';
import { closeLayoutPanels } from '../layout-state/layout-atoms';
import type { SessionSource } from './session-source';

/** Spec §8 Session / §9: after a critical logout failure the page reloads after 5 s. */
export const CRITICAL_RELOAD_DELAY_MS = 5_000;

export interface LogoutDeps {
  session: SessionSource;
  kit: ShellKit;
  navigateHome: () => void;
  reload: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

let loggingOut = false;

/**
 * Spec §4 Auth: on logout all stores reset and the user goes home. If the own backend cannot
 * end the session, nothing on the page can be trusted any more: say so and reload.
 */
export async function logoutAndGoHome(deps: LogoutDeps): Promise<'done' | 'reloading' | 'already'> {
  if (loggingOut) return 'already';
  loggingOut = true;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  try {
    try {
      await deps.session.logout();
    } catch {
      showToast(MESSAGES_FR.criticalLogout, { kind: 'error', durationMs: CRITICAL_RELOAD_DELAY_MS });
      setTimer(deps.reload, CRITICAL_RELOAD_DELAY_MS);
      return 'reloading';
    }
    // The provider session ends with ours; a failure there changes nothing for the visitor.
    await deps.kit.unauthorizeUser().catch((error: unknown) => console.warn('[kit] unauthorizeUser failed', error));
    closeLayoutPanels();
    deps.navigateHome();
    return 'done';
  } finally {
    loggingOut = false;
  }
}

/** Spec §4/§8: an unauthorized answer logs the user out with the toast. */
export async function handleUnauthorized(deps: LogoutDeps): Promise<void> {
  if (!deps.session.isLoggedIn || loggingOut) return;
  showToast(MESSAGES_FR.sessionUnauthorized, { kind: 'error' });
  await logoutAndGoHome(deps);
}
