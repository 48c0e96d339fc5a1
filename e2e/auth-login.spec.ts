import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { expectLandedOn, logInThroughPage, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';

test('sign up, be logged in (header shows the user), log out, then log in again', async ({ page }) => {
  const account = newAccount('journey');

  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  expect(await sessionEmail(page)).toBe(account.email);
  const accountMenu = page.getByTestId('account-menu');
  await expect(accountMenu).toContainText(account.firstName);

  await accountMenu.click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // AUTH-3: on logout the user goes home.
  await expectLandedOn(page, ROUTE_PATHS.index);
  await expect(page.getByTestId('index')).toBeVisible();
  await expect(accountMenu).toBeHidden();
  expect(await sessionEmail(page)).toBeNull();

  await logInThroughPage(page, account.email, account.password);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await expect(accountMenu).toContainText(account.firstName);
  expect(await sessionEmail(page)).toBe(account.email);
});

test("a wrong password shows the server's French message and keeps the visitor on the login page", async ({ page }) => {
  const account = newAccount('wrong-password');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await logInThroughPage(page, account.email, 'pas-le-bon-1');
  const alert = page.getByTestId('auth-login').getByRole('alert');
  // One message for a wrong password and an unknown e-mail (no telling which e-mails exist).
  await expect(alert).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL(/\/connexion\/se-connecter$/);
  expect(await sessionEmail(page)).toBeNull();
});

test('signing up twice with one e-mail shows that the account exists', async ({ page }) => {
  const account = newAccount('twice');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await signUpThroughPage(page, account);
  const alert = page.getByTestId('auth-signup').getByRole('alert');
  await expect(alert).toHaveText('Un compte existe déjà avec cette adresse e-mail.');
  await expect(page).toHaveURL(/\/connexion\/s-inscrire$/);
});
