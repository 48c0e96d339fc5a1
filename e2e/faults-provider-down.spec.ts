import { ROUTE_PATHS } from 'shared-kit';
import { expectLandedOn, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { startAgain, stopService } from './faults-services';

/** Spec §8: what the own backend answers when the provider cannot be reached. */
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

test('provider down on the shop: the page shows its French error state, and "Réessayer" brings the catalogue back', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('provider-down-shop');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);

  await page.goto(ROUTE_PATHS.shop);
  const shop = page.getByTestId('shop');
  await expect(shop).toBeVisible();
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();

  await stopService('sandbox');
  try {
    await page.reload();
    const failure = shop.getByRole('alert');
    // The kit retries before giving up: give it the time of its retries.
    await expect(failure).toContainText('Impossible de charger la boutique', { timeout: 30_000 });
    // The site around it stands: header, navigation and the page heading.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  } finally {
    await startAgain('sandbox');
  }

  await shop.getByRole('button', { name: 'Réessayer' }).click();
  await expect(shop.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
  await expect(shop.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  // Nothing crashed while the provider was away (failed requests are logged by the browser, not thrown).
  expect(consoleErrors.filter((message) => /Uncaught|TypeError|ReferenceError/.test(message))).toEqual([]);
});
