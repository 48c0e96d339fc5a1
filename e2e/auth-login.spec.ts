import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { expectLandedOn, logInThroughPage, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';

type SessionWindow = Window & { __LA_GRANDE_BOUTIQUE_SESSION_STORE__?: { logout(): Promise<void>; isLoggedIn: boolean } };

test('sign up, be logged in, log out, then log in again', async ({ page }) => {
  const account = newAccount('journey');

  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  expect(await sessionEmail(page)).toBe(account.email);

  // The page-wide session store (shared by every app of the page) ends the session.
  const loggedOut = await page.evaluate(async () => {
    const store = (window as SessionWindow).__LA_GRANDE_BOUTIQUE_SESSION_STORE__;
    if (!store) return 'no session store on the page';
    await store.logout();
    return store.isLoggedIn ? 'still logged in' : 'logged out';
  });
  expect(loggedOut).toBe('logged out');
  expect(await sessionEmail(page)).toBeNull();

  await logInThroughPage(page, account.email, account.password);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  expect(await sessionEmail(page)).toBe(account.email);
});

test("a wrong password shows the server's French message and keeps the visitor on the login page", async ({ page }) => {
  const account = newAccount('wrong-password');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await logInThroughPage(page, account.email, 'pas-le-bon-1');
  const alert = page.getByTestId('auth-login').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('');
  await expect(alert).not.toContainText('Une erreur inconnue');
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
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('Une erreur inconnue');
  await expect(page).toHaveURL(/\/connexion\/s-inscrire$/);
});
