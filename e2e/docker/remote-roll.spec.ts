/**
 * A remote team rolls its slice alone (docker/README.md « Rolling a remote »): the shop's next image, built by
 * docker/build-remote.sh with one visible text changed, replaces the running one while a logged-in visitor's pages
 * and API reads go through nginx; then it is rolled back. No request fails during either roll, new visits get the
 * new version once the site reads the manifest again, a page opened before keeps loading its chunks, and nothing
 * else restarts.
 */
import { expect, test } from '@playwright/test';
import { containersOf, compose, waitHealthy, type ServiceName } from '../../scripts/docker/compose-stack';
import { SHOP_NEXT_VERSION, SHOP_TEXT_AFTER, SHOP_TEXT_BEFORE } from '../../scripts/docker/shop-next-version';
import { signUp } from '../support/shell-helpers';
import { startBackgroundLoad } from './support/background-load';
import { SITE } from './support/site';

const SHOP_PAGE = '/la-grande-boutique';
/** REMOTE_REFRESH_MS of the test stack (3 s) and the time a render takes to see it. */
const NEW_VERSION_WITHIN_MS = 20_000;
const UNTOUCHED: ServiceName[] = ['site', 'balancer', 'redis', 'sandbox', 'auth', 'account', 'game'];

const startTimes = () =>
  Object.fromEntries(UNTOUCHED.flatMap((service) => containersOf(service).map((c) => [c.name, c.startedAt])));

async function rollShopTo(version: string): Promise<void> {
  compose(['up', '-d', '--no-deps', '--no-build', 'shop'], { env: { SHOP_VERSION: version } });
  await waitHealthy(['shop'], 60_000);
  expect(containersOf('shop')[0]?.image).toBe(`lgb-shop:${version}`);
}

test('the shop rolled to its next version and back under load: no failed request, nothing else restarted', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUp(page.request);
  const cookie = (await context.cookies(SITE)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const shopHtml = async () => (await page.request.get(SHOP_PAGE)).text();
  const failedRemoteAnswers: string[] = [];
  page.on('response', (answer) => {
    if (/\.localhost:31\d\d\//.test(answer.url()) && answer.status() >= 400) {
      failedRemoteAnswers.push(`${answer.status()} ${answer.url()}`);
    }
  });

  // A page opened before the roll, on the running version.
  await page.goto(SHOP_PAGE);
  await expect(page.getByText(SHOP_TEXT_BEFORE)).toBeVisible();
  const before = startTimes();

  const load = startBackgroundLoad({ cookie, paths: [SHOP_PAGE, '/api/session', '/mon-compte', '/'] });
  await rollShopTo(SHOP_NEXT_VERSION);
  await expect.poll(shopHtml, { timeout: NEW_VERSION_WITHIN_MS, intervals: [1_000] }).toContain(SHOP_TEXT_AFTER);

  // The page opened before keeps working: a shop page it has not loaded yet comes from its own version's chunks.
  await page.locator('a[href="/la-grande-boutique/panier"]').first().click();
  await expect(page).toHaveURL(/\/la-grande-boutique\/panier$/);
  await expect(page.getByRole('heading', { name: 'Mon panier' })).toBeVisible();
  // A new visit, in a browser, gets the new version.
  const visitor = await browser.newContext();
  await visitor.addCookies(await context.cookies(SITE));
  const fresh = await visitor.newPage();
  await fresh.goto(SHOP_PAGE);
  await expect(fresh.getByText(SHOP_TEXT_AFTER)).toBeVisible();
  await visitor.close();

  await rollShopTo('dev');
  await expect.poll(shopHtml, { timeout: NEW_VERSION_WITHIN_MS, intervals: [1_000] }).toContain(SHOP_TEXT_BEFORE);
  const count = await load.stop();
  console.log(`[roll] requests through nginx during the roll and the rollback: ${JSON.stringify(count)}`);

  expect(count.requests).toBeGreaterThan(100);
  expect(count.failed).toBe(0);
  expect(count.timeouts).toBe(0);
  expect(failedRemoteAnswers).toEqual([]);
  expect(startTimes()).toEqual(before);
});
