import type { SiteConfig } from 'shared-kit';
import { startBuildCheck } from '../build-version/build-check';
import { startErrorReporting } from '../error-reporting/start-error-reporting';

declare const process: { env: { BUILD_ID?: string } };

/**
 * What the first page does not need waits until it is on screen (first-load budget): error
 * reporting and the hourly build check. i18next, for the remotes' texts, loads with the first
 * remote page (remotes/load-remote-page.ts).
 */
export function startAfterFirstRender(config: SiteConfig): void {
  const later = (run: () => void) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 200);
  };
  later(() => {
    void startErrorReporting(config).catch((error: unknown) => console.warn('[errors] reporter not started', error));
    const currentBuildId = process.env.BUILD_ID;
    if (currentBuildId) {
      startBuildCheck({
        currentBuildId,
        fetchImpl: (input, init) => fetch(input, init),
        every: (run, ms) => {
          const timer = setInterval(run, ms);
          return () => clearInterval(timer);
        },
      });
    }
  });
}
