import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { expectLandedOn, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';
import { firstLinkOf, latestMailTo } from './support/sandbox-mailbox';

/**
 * SESSION-2: an unauthorized answer logs the user out with the toast. A password reset revokes
 * every older provider token (provider contract), so the session cookie of the first browser
 * then holds a dead access token: the server's read for the next page is refused, the session ends then and there,
 * and that page comes logged out, saying why.
 */
test('a revoked access token ends in the unauthorized toast and a logout', async ({ page, browser }) => {
  const account = newAccount('revoked');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await expect(page.getByTestId('account-menu')).toContainText(account.firstName);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(ROUTE_PATHS['reset-password']);
  const card = other.getByTestId('reset-password');
  await card.getByLabel('Adresse e-mail').fill(account.email);
  await card.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(card.getByRole('status')).toBeVisible();
  const link = firstLinkOf(await latestMailTo(account.email));
  await other.goto(`${link.pathname}${link.search}`);
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('spaghetti42');
  await card.getByLabel('Confirmation du nouveau mot de passe').fill('spaghetti42');
  await card.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(card.getByRole('status')).toBeVisible();
  await elsewhere.close();

  await page.goto(ROUTE_PATHS.faq);
  await expect(
    page.getByText('Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.'),
  ).toBeVisible();
  await expectLandedOn(page, ROUTE_PATHS.faq);
  await expect(page.getByTestId('account-menu')).toBeHidden();
  expect(await sessionEmail(page)).toBeNull();
});
