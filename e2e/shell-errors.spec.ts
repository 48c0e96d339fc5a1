import { expect, test } from './support/fixtures';

const COLLECTOR = 'http://localhost:4000';

interface StoredNotice {
  notice: { errors: Array<{ message: string }>; params?: Record<string, unknown>; context?: Record<string, unknown> };
}

/**
 * Spec §9 error reporting: a notice reaches the collector (the sandbox's notice endpoint), with
 * values of password and secret keys masked. The stack's configuration has no reporter yet, so
 * this journey points /config.json at the sandbox collector.
 */
test('an unhandled error reaches the notice collector with the password masked', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, errorReporter: { host: COLLECTOR, projectId: 1, projectKey: 'sandbox' } },
    });
  });
  const marker = `marqueur-${Date.now()}`;
  await page.goto('/faq?password=Sesame-Fusilli-7&q=pates');
  await expect(page.getByTestId('faq')).toBeVisible();
  // The reporter starts once the page is idle after its first render.
  await page.waitForTimeout(1_500);
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    }, 0);
  }, marker);
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();

  let found: StoredNotice | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await (await page.request.get(`${COLLECTOR}/__sandbox/notices`)).json()) as {
          notices: StoredNotice[];
        };
        found = answer.notices.find((stored) => stored.notice.errors.some((error) => error.message.includes(marker)));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const text = JSON.stringify(found);
  expect(text).not.toContain('Sesame-Fusilli-7');
  expect(text).toContain('[Filtered]');
  expect((found?.notice.params?.query as Record<string, unknown>).q).toBe('pates');
});
