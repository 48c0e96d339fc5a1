import { test as base, expect } from '@playwright/test';
import { waitForHydrationOnNavigation } from './server-render';

/**
 * Every journey collects the page's console errors; a test asserts on them where the issue
 * says a problem must be visible (or must not happen). A hydration mismatch fails any test.
 */
export const test = base.extend<{ consoleErrors: string[]; waitForHydration: boolean }>({
  /** Off only where scripts are (javaScriptEnabled: false): nothing would ever hydrate. */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (!waitForHydration) {
      await use(page);
      return;
    }
    const { hydrationErrors } = waitForHydrationOnNavigation(page);
    await use(page);
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
