import { clearAllFormDrafts, clearPendingReceiptBatches, MESSAGES_FR, showToast } from 'shared-ui';
import type { KitOwnerView } from '../kit-session/shell-kit-session';
import { closeLayoutPanels } from '../layout-state/layout-atoms';
import type { SessionSource } from './session-source';

/** SESSION-3: after a critical logout failure the page reloads after 5 s. */
export const CRITICAL_RELOAD_DELAY_MS = 5_000;

export interface LogoutDeps {
  session: SessionSource;
  /** The kit's lifecycle owner: the kit follows the session through it alone. */
  kitOwner: KitOwnerView;
  navigateHome: () => void;
  reload: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

let loggingOut = false;

/**
 * The provider session ends with ours. The kit's authorization has one writer, the lifecycle's owner: after a
 * logout it follows the session (now nobody); after a failed one it is released. A failure there changes nothing
 * for the visitor.
 */
function kitFollows(owner: KitOwnerView, step: 'inStep' | 'release'): Promise<void> {
  return owner[step]().then(
    () => undefined,
    (error: unknown) => console.warn('[kit] unauthorizeUser failed', error),
  );
}

/**
 * AUTH-3: on logout all stores reset and the user goes home. If the own backend cannot
 * end the session, nothing on the page can be trusted any more: say so and reload.
 */
export async function logoutAndGoHome(deps: LogoutDeps): Promise<'done' | 'reloading' | 'already'> {
  if (loggingOut) return 'already';
  loggingOut = true;
  // What the user typed (order, participation) and the receipts not sent must not outlive the session here.
  clearAllFormDrafts();
  void clearPendingReceiptBatches();
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  try {
    try {
      await deps.session.logout();
    } catch {
      // AUTH-4: the kit session is authorized with the user's access token. The user asked
      // to leave, so that token must not serve the provider during the 5 s before the reload.
      const unauthorized = kitFollows(deps.kitOwner, 'release');
      showToast(MESSAGES_FR.criticalLogout, { kind: 'error', durationMs: CRITICAL_RELOAD_DELAY_MS });
      setTimer(deps.reload, CRITICAL_RELOAD_DELAY_MS);
      await unauthorized;
      return 'reloading';
    }
    await kitFollows(deps.kitOwner, 'inStep');
    closeLayoutPanels();
    deps.navigateHome();
    return 'done';
  } finally {
    loggingOut = false;
  }
}

/** SESSION-2: an unauthorized answer logs the user out with the toast. */
export async function handleUnauthorized(deps: LogoutDeps): Promise<void> {
  if (!deps.session.isLoggedIn || loggingOut) return;
  showToast(MESSAGES_FR.sessionUnauthorized, { kind: 'error' });
  await logoutAndGoHome(deps);
}
