import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { waitForHydrationOnNavigation } from './server-render';

/**
 * Every journey collects the page's console errors; a test asserts on them where the issue
 * says a problem must be visible (or must not happen). A hydration mismatch fails any test.
 */
export const test = base.extend<{ consoleErrors: string[]; waitForHydration: boolean }>({
  /** Off only where scripts are (javaScriptEnabled: false): nothing would ever hydrate. */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use, testInfo) => {
    if (!waitForHydration) {
      await use(page);
      await sayHowThePageWas(page, testInfo);
      return;
    }
    const { hydrationErrors } = waitForHydrationOnNavigation(page);
    await use(page);
    await sayHowThePageWas(page, testInfo);
    expect(hydrationErrors, 'hydration mismatches of server-rendered pages').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** A probe of the page that gives up after `ms`: what it answered, or that it did not. */
async function within(ms: number, probe: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${ms} ms`), ms);
  });
  try {
    return await Promise.race([probe.catch((error: unknown) => `failed: ${String(error)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A journey that timed out says whether its page was still alive: its scripts answering (the main thread free) and
 * its frames coming (an animation frame, which Playwright's clicks and taps wait for, as its failure screenshot does).
 * One CI run saw a tap wait 120 s for a stable button whose screenshot could not be taken: this tells a page stuck in
 * its own code from a browser that stopped drawing it.
 */
async function sayHowThePageWas(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== 'timedOut' || page.isClosed()) return;
  const script = await within(
    2_000,
    page.evaluate(() => `answered at ${Math.round(performance.now())} ms`),
  );
  const frame = await within(
    2_000,
    page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('came')))),
  );
  const visibility = await within(
    2_000,
    page.evaluate(() => document.visibilityState),
  );
  const state = `page at its timeout: script ${script}; animation frame ${frame}; visibility ${visibility}`;
  console.log(`[e2e] ${testInfo.title}: ${state}`);
  testInfo.annotations.push({ type: 'page at its timeout', description: state });
}
