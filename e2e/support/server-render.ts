import type { Page } from '@playwright/test';

/**
 * Public pages arrive server-rendered: they are on screen before their JavaScript, so a
 * click right after `goto` could land before hydration and do nothing. After each navigation of
 * `page`, this waits for the shell to mark the page interactive (html[data-interactive]) when the
 * page was server-rendered, and it collects hydration mismatches, which are test failures.
 */
/** Resolves once the page handles clicks: hydrated when server-rendered, at once for the plain index.html. */
export function untilInteractive(page: Page): Promise<void> {
  return page
    .locator('html[data-interactive="true"], html:not(:has(#lgb-server-render))')
    .waitFor({ state: 'attached' });
}

export function waitForHydrationOnNavigation(page: Page): { hydrationErrors: string[] } {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  const interactive = () => untilInteractive(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await interactive();
    return response;
  };
  return { hydrationErrors };
}
