import type { SiteConfig } from 'shared-kit/core';
import { startBuildCheck } from '../build-version/build-check';
import { armErrorReporting } from '../error-reporting/arm-error-reporting';
import { fetchMobileMenuOnPhone } from '../layouts/header/MobileMenu';

declare const process: { env: { BUILD_ID?: string } };

/** Runs `run` once the page is idle (at the latest 2 s after). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}

/**
 * What the first page does not need waits until it is on screen (first-load budget): the hourly
 * build check starts once the page is idle; the error reporter is only armed here, it loads with
 * its first work (error-reporting/arm-error-reporting.ts); on a phone, the menu panel is fetched
 * once the page is idle (layouts/header/MobileMenu.tsx).
 */
export function startAfterFirstRender(config: SiteConfig): void {
  armErrorReporting(config);
  whenIdle(() => {
    fetchMobileMenuOnPhone();
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
