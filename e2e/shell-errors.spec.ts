import { expect, test } from './support/fixtures';

const COLLECTOR = 'http://localhost:4000';

interface StoredNotice {
  notice: { errors: Array<{ message: string }>; params?: Record<string, unknown>; context?: Record<string, unknown> };
}

/**
 * REPORT-1: a notice reaches the collector (the sandbox's notice endpoint), with
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
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    }, 0);
  }, marker);
  await expect(page.getByRole('heading', { name: 'Erreur interne du serveur' })).toBeVisible();

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

/**
 * The notifier is not part of any page's load; it arrives with its first work. Without an
 * error, that is the first flush of the route stats (15 s after the first page view), and the page
 * view recorded before it arrived is still counted.
 */
test('the notifier loads when the route stats are due, and they reach the collector', async ({ page }) => {
  test.setTimeout(60_000);
  const started = Date.now();
  const notifierLoads: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (body) => {
        if (body.includes('airbrake: offline queue is too large')) notifierLoads.push(Date.now() - started);
      },
      () => undefined,
    );
  });
  const stats = page.waitForResponse((response) => response.url().includes('/api/v5/projects/1/routes-stats'), {
    timeout: 45_000,
  });
  await page.goto('/');
  await expect(page.getByTestId('index')).toBeVisible();
  await page.waitForTimeout(10_000);
  expect(notifierLoads).toEqual([]);

  const answer = await stats;
  expect(answer.status()).toBe(204);
  expect(notifierLoads).toHaveLength(1);
  expect(notifierLoads[0]).toBeGreaterThanOrEqual(14_000);
  expect(answer.request().postData()).toContain('"route":"/"');
});
