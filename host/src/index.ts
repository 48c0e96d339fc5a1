import { readServerRenderData, SERVER_RENDER_DATA_ID } from './app/server-render/server-render-data';

/**
 * A server-rendered page is already complete: the start-up waits for the browser to paint it
 * first, instead of running the federation runtime's set-up in the same task as the
 * end of parsing. A hidden tab paints nothing, so it starts at once.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById(SERVER_RENDER_DATA_ID) || document.visibilityState !== 'visible') {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Async boundary: the federation runtime negotiates shared singletons before the app starts.
 * The big shared libraries are evaluated first, each in a task of its own, then the shell: several
 * short tasks instead of one long one, so the phone answers a tap in between (TBT). The kit itself (shared-kit's
 * root, with MobX) only when the page needs it at once: otherwise later (app/kit-session/shell-kit-session.ts).
 * Only whole singletons are staged this way: react-router must stay a static import of the shell,
 * or it would no longer be tree-shaken.
 */
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  // The kit and the session store with it (one stage, no extra round trip), unless the page hydrates without them (a
  // shell page rendered for nobody).
  .then(() =>
    Promise.all([import('shared-kit/core'), readServerRenderData()?.kitAfterRender ? null : import('shared-kit')]),
  )
  .then(nextTask)
  .then(() => import('shared-ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
