import { test as base, expect } from '@playwright/test';

/**
 * Every journey collects the page's console errors; a test asserts on them where the issue
 * says a problem must be visible (or must not happen).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
