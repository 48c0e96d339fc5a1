import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { expectLandedOn, logInThroughPage, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';
import { firstLinkOf, latestMailTo } from './support/sandbox-mailbox';

test('asking for a reset link by e-mail confirms without revealing whether the account exists', async ({ page }) => {
  const account = newAccount('reset-ask');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  for (const email of [account.email, newAccount('reset-nobody').email]) {
    await page.goto(ROUTE_PATHS['reset-password']);
    const card = page.getByTestId('reset-password');
    await card.getByLabel('Adresse e-mail').fill(email);
    await card.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(card.getByRole('status')).toContainText('Si un compte existe avec cette adresse');
  }
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto(`${ROUTE_PATHS['reset-password']}?token=pas-un-vrai-jeton`);
  const card = page.getByTestId('reset-password');
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('pates2026');
  await card.getByLabel('Confirmation du nouveau mot de passe').fill('pates2026');
  await card.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Ce lien de réinitialisation n’est plus valide. Merci d’en demander un nouveau.',
  );
  await card.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(card.getByRole('button', { name: 'Recevoir le lien' })).toBeVisible();
});

test('the mailed link sets a new password, the old one stops working and the new one logs in', async ({ page }) => {
  const account = newAccount('reset-full');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await page.goto(ROUTE_PATHS['reset-password']);
  const card = page.getByTestId('reset-password');
  await card.getByLabel('Adresse e-mail').fill(account.email);
  await card.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(card.getByRole('status')).toBeVisible();

  const link = firstLinkOf(await latestMailTo(account.email));
  expect(link.pathname).toBe(ROUTE_PATHS['reset-password']);
  await page.goto(`${link.pathname}${link.search}`);
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('spaghetti42');
  await card.getByLabel('Confirmation du nouveau mot de passe').fill('spaghetti42');
  await card.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Votre mot de passe a bien été modifié. Vous pouvez maintenant vous connecter.',
  );

  await card.getByRole('link', { name: 'Se connecter' }).click();
  await logInThroughPage(page, account.email, account.password);
  await expect(page.getByTestId('auth-login').getByRole('alert')).toHaveText(
    'Adresse e-mail ou mot de passe incorrect.',
  );
  await logInThroughPage(page, account.email, 'spaghetti42');
  await expectLandedOn(page, ROUTE_PATHS.profile);
  expect(await sessionEmail(page)).toBe(account.email);
});
