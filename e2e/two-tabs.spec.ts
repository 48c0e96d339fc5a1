import type { BrowserContext, Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { giveStars } from './support/account-provider';
import { expectLandedOn } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { untilInteractive } from './support/server-render';
import { shoot, signUp } from './support/shell-helpers';
import { fillOrderForm } from './support/shop-helpers';

/**
 * One visitor, two tabs of one browser: a write in one (basket, order, profile, address, logout) shows in the other at
 * once, without a reload and without giving it the focus back. Each journey makes its own account and leaves the
 * services alone.
 */
test.describe.configure({ timeout: 120_000 });

/** A second tab of the same browser (its cookies, its BroadcastChannel) on `path`, interactive. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(path);
  await untilInteractive(tab);
  return tab;
}

function goody(page: Page, identifier: string) {
  return page.locator(`[data-testid="goody"][data-goody="${identifier}"]`);
}

test('a basket filled and ordered in one tab: the other tab’s badge and basket page follow', async ({
  page,
  context,
}) => {
  const { email } = await signUp(page.request);
  await giveStars(email, 500);
  const other = await secondTab(context, ROUTE_PATHS['shop-basket']);
  await expect(other.getByText('Votre panier est vide.')).toBeVisible();
  await expect(other.getByTestId('basket-link')).toHaveAccessibleName('Panier vide');

  await page.goto(ROUTE_PATHS.shop);
  for (const identifier of ['goody-key-ring-star', 'goody-key-ring-fork', 'goody-mug'])
    await goody(page, identifier).getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 3 articles');

  await expect(other.getByTestId('basket-link')).toHaveAccessibleName('Panier, 3 articles');
  await expect(other.getByTestId('basket-line')).toHaveCount(3);
  await expect(other.getByText('Votre panier est vide.')).toBeHidden();
  await shoot(other, 'two-tabs-basket-followed');

  await page.getByTestId('basket-link').click();
  await page.getByRole('link', { name: 'Commander' }).click();
  await fillOrderForm(page, false);
  await page.getByTestId('order-validate').click();
  await expect(page.getByTestId('order-done')).toContainText('Vos 3 cadeaux sont commandés');

  await expect(other.getByTestId('basket-link')).toHaveAccessibleName('Panier vide');
  await expect(other.getByText('Votre panier est vide.')).toBeVisible();
  await expect(other.getByTestId('star-balance')).toHaveText(/^300 étoiles/);
  await shoot(other, 'two-tabs-order-followed');
});

test('a first name changed in one tab: the other tab greets the visitor by the new one', async ({ page, context }) => {
  await signUp(page.request);
  const other = await secondTab(context, ROUTE_PATHS.profile);
  await expect(other.getByTestId('account-greeting')).toHaveText('Bonjour Camille\u00a0!');

  await page.goto(ROUTE_PATHS['profile-infos']);
  const profile = page.getByTestId('profile-infos');
  await profile.getByLabel('Prénom').fill('Camilla');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByTestId('profile-success')).toBeVisible();

  await expect(other.getByTestId('account-greeting')).toHaveText('Bonjour Camilla\u00a0!');
  await expect(other.getByTestId('account-menu')).toContainText('Camilla');
  await other.getByTestId('account-menu').click();
  await expect(other.getByText('Bonjour Camilla\u00a0!').last()).toBeVisible();
  await shoot(other, 'two-tabs-profile-followed');
});

test('an address saved in one tab: the other tab’s « Mes adresses » lists it', async ({ page, context }) => {
  await signUp(page.request);
  const other = await secondTab(context, ROUTE_PATHS['profile-addresses']);
  await expect(other.getByTestId('addresses-empty')).toBeVisible();

  await page.goto(ROUTE_PATHS['profile-addresses-new']);
  const form = page.getByTestId('profile-addresses-new');
  await form.getByLabel('Nom de l’adresse (ex. : Maison)').fill('Maison');
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Adresse', { exact: true }).fill('3 rue des Pâtes');
  await form.getByLabel('Code postal').fill('75011');
  await form.getByLabel('Ville').fill('Paris');
  await form.getByLabel('Téléphone').fill('0612345678');
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expectLandedOn(page, ROUTE_PATHS['profile-addresses']);

  await expect(other.getByTestId('address-card')).toHaveCount(1);
  await expect(other.getByTestId('address-card').getByRole('heading')).toHaveText('Maison');
  await shoot(other, 'two-tabs-address-followed');
});

test('a logout in one tab ends the other tab’s session view', async ({ page, context }) => {
  await signUp(page.request);
  const other = await secondTab(context, ROUTE_PATHS.profile);
  await expect(other.getByTestId('account-menu')).toBeVisible();

  await page.goto(ROUTE_PATHS.index);
  await page.getByTestId('account-menu').click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS.index);

  await expect(other.getByTestId('account-menu')).toBeHidden();
  await expect(other.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  // Its account page is closed to it now. Either the guard sent it to log in (back here after), or its own read was
  // refused first (the token is revoked) and it went home with the « session expirée » toast: both leave the page.
  await expect(other).toHaveURL(
    (url) =>
      (url.pathname === '/connexion' && url.searchParams.get('r') === ROUTE_PATHS.profile) ||
      url.pathname === ROUTE_PATHS.index,
  );
  await shoot(other, 'two-tabs-logout-followed');
});
