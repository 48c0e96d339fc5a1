import { ROUTE_PATHS } from 'shared-kit';
import { expectLandedOn, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { startAgain, stopService } from './faults-services';

/** The shop's star banner (mfe-shop messages): shown once the card is read. */
const SHOP_BALANCE = 'Votre solde';

/** AUTH-6: what the own backend answers when the provider cannot be reached. */
const GENERIC =
  'Une erreur inconnue est survenue, nous en avons été informés et allons la corriger dans les plus brefs délais.';

test('provider down on the login page: a French message, the form keeps what was typed, logging in works once it is back', async ({
  page,
}) => {
  const account = newAccount('provider-down-login');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await page.goto(ROUTE_PATHS['auth-login']);
  const form = page.getByTestId('auth-login');
  await expect(form).toBeVisible();
  await stopService('sandbox');
  try {
    await form.getByLabel('Adresse e-mail').fill(account.email);
    await form.getByLabel('Mot de passe').fill(account.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(form.getByRole('alert')).toHaveText(GENERIC, { timeout: 15_000 });
    // No crash: still the login page, the e-mail still typed, the button usable again.
    await expect(page).toHaveURL(/\/connexion\/se-connecter$/);
    await expect(form.getByLabel('Adresse e-mail')).toHaveValue(account.email);
    await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(await sessionEmail(page)).toBeNull();
  } finally {
    await startAgain('sandbox');
  }

  await form.getByLabel('Mot de passe').fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS.profile);
  expect(await sessionEmail(page)).toBe(account.email);
});

test('provider down while a user is on the shop: a French message, the shop stays usable, the same action works once it is back', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('provider-down-shop');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);

  await page.goto(ROUTE_PATHS.shop);
  const shop = page.getByTestId('shop');
  await expect(shop.getByLabel(SHOP_BALANCE)).toBeVisible({ timeout: 15_000 });
  const chooseGoal = shop.getByRole('button', { name: 'Choisir comme objectif' }).first();
  // Whatever the shop shows as its control (button or link), it is the first goody's.
  const choose =
    (await chooseGoal.count()) > 0 ? chooseGoal : shop.getByRole('link', { name: 'Choisir comme objectif' }).first();

  await stopService('sandbox');
  try {
    await choose.click();
    // The kit retries, then gives up: the shop says so in French (mfe-shop messages, goal.failed).
    await expect(page.getByText('Le prochain objectif n’a pas pu être modifié. Réessayez.')).toBeVisible({
      timeout: 20_000,
    });
    // No crash: the shop, its balance and the site around it stand.
    await expect(shop.getByLabel(SHOP_BALANCE)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  } finally {
    await startAgain('sandbox');
  }

  await choose.click();
  await expect(shop.getByText('Ne plus viser ce cadeau').first()).toBeVisible({ timeout: 20_000 });
  expect(consoleErrors.filter((message) => /Uncaught|TypeError|ReferenceError/.test(message))).toEqual([]);
});

test('opening the shop while the provider is down: a French failure, then the shop by itself once it is back', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('provider-down-shop-open');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);

  await stopService('sandbox');
  try {
    // A fresh load: the host cannot authorize the kit, so the shop cannot read the user's card.
    await page.goto(ROUTE_PATHS.shop);
    await expect(
      page.getByText('Impossible de charger la boutique pour le moment. Réessayez dans un instant.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  } finally {
    await startAgain('sandbox');
  }

  // The host tries the authorization again by itself: the shop appears without a reload.
  await expect(page.getByTestId('shop').getByLabel(SHOP_BALANCE)).toBeVisible({ timeout: 20_000 });
  // The kit's own log of the failed set-up (its cause, a failed fetch, included) is expected here.
  const crashes = consoleErrors.filter(
    (message) => !message.startsWith('[kit] set-up failed') && /Uncaught|TypeError|ReferenceError/.test(message),
  );
  expect(crashes).toEqual([]);
});
