import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { giveStars } from './support/account-provider';
import { expect, test } from './support/fixtures';
import { shoot, signUp } from './support/shell-helpers';

/**
 * A gift reached by an old or wrong name (a link kept from before a goody was renamed, a typo) lands on the gift: the
 * address is corrected in place, replaced rather than pushed, and the page shows the goody, never a loading state that
 * stays. Each journey makes its own account and leaves the services alone.
 */
const WRONG = '/la-grande-boutique/cadeau/goody-mug/mauvais-slug';
const RIGHT = '/la-grande-boutique/cadeau/goody-mug/mug-collector';

async function expectTheMug(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === RIGHT, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Mug collector', level: 1 })).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveTitle('Mug collector · La Grande Boutique');
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await expect(page.getByText(/Votre solde\s: 200 étoiles/)).toBeVisible();
}

/** Back leaves the gift for the page before it: the wrong name was replaced, never kept in the history. */
async function expectBackToTheShop(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === ROUTE_PATHS.shop);
}

test('loaded directly by a wrong name, the gift shows under its right address', async ({ page }) => {
  const { email } = await signUp(page.request);
  await giveStars(email, 200);
  await page.goto(ROUTE_PATHS.shop);
  await page.goto(WRONG);
  await expectTheMug(page);
  await shoot(page, 'gift-wrong-name-direct');
  await expectBackToTheShop(page);
});

test('reached by a wrong name from within the site, the gift shows under its right address', async ({ page }) => {
  const { email } = await signUp(page.request);
  await giveStars(email, 200);
  await page.goto(ROUTE_PATHS.shop);
  await expect(page.getByTestId('shop-balance')).toHaveText('★ 200 étoiles');
  // A navigation the page's router handles itself, as a link of the site does: no new document.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, WRONG);
  await expectTheMug(page);
  await shoot(page, 'gift-wrong-name-in-site');
  await expectBackToTheShop(page);
});
