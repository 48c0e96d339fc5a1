import { SERVER_RENDER_DATA_ID } from './app/server-render/server-render-data';

/**
 * A server-rendered page is already complete: the start-up waits for the browser to paint it
 * first (issue 12), instead of running the federation runtime's set-up in the same task as the
 * end of parsing. A hidden tab paints nothing, so it starts at once.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById(SERVER_RENDER_DATA_ID) || document.visibilityState !== 'visible') {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** react-dom is evaluated in a task of its own, then the shell: two shorter tasks, not one long one (TBT). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Async boundary: the federation runtime negotiates shared singletons before the app starts.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
