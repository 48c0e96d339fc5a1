import { expect, test } from './support/fixtures';

/** DEPLOY-1: what the shell does when a new build is deployed under an open page. */
test('a chunk that vanished reloads the page once, and not again within 10 s', async ({ page }) => {
  const firstLoad = new Set<string>();
  let recording = true;
  page.on('response', (response) => {
    if (recording && response.url().includes('/assets/')) firstLoad.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('index')).toBeVisible();
  recording = false;
  // A deploy replaced every hashed file the page has not fetched yet.
  await page.route('**/assets/*.js', (route) =>
    firstLoad.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.evaluate(() => Object.assign(window, { __marker: 'before' }));
  const marker = () => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Aide et FAQ' }).click();
  await reloaded;
  expect(await marker()).toBeUndefined();

  // Still missing after the reload: the error page shows instead of a reload loop.
  await expect(page.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __marker: 'after' }));
  await page.waitForTimeout(1_500);
  expect(await marker()).toBe('after');
});

test('a chunk that fails while the site is unreachable keeps the page, which reloads once the site answers', async ({
  page,
}) => {
  const firstLoad = new Set<string>();
  let recording = true;
  page.on('response', (response) => {
    if (recording && response.url().includes('/assets/')) firstLoad.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('index')).toBeVisible();
  recording = false;
  const origin = new URL(page.url()).origin;
  // The connection to the site drops: nothing new arrives from it, what the page already has stays in its memory.
  const unreachable = (route: import('@playwright/test').Route) =>
    firstLoad.has(route.request().url()) ? route.continue() : route.abort('internetdisconnected');
  await page.route(`${origin}/**`, unreachable);
  await page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
  const marker = () => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

  await page.getByRole('link', { name: 'Aide et FAQ' }).click();
  await page.waitForTimeout(3_000);
  // No reload onto the browser's error page: the page, and what it holds, is still there.
  expect(page.url().startsWith(origin)).toBe(true);
  expect(await marker()).toBe('kept');

  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.unroute(`${origin}/**`, unreachable);
  await reloaded;
  expect(await marker()).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Aide et FAQ' })).toBeVisible();
});

test('a new deploy found by the hourly check offers to reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  await expect(page.getByTestId('faq')).toBeVisible();
  await page.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', version: '1.0.1' } }),
  );
  await page.clock.runFor(59 * 60 * 1000);
  await expect(page.getByTestId('new-version')).toHaveCount(0);
  await page.clock.runFor(60 * 1000 + 2_500);
  await expect(page.getByTestId('new-version')).toContainText('Une nouvelle version du site est disponible.');
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});
