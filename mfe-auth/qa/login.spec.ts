import { expect, test } from '@playwright/test';
import { busLog, openShell, usePersona } from '../../scripts/qa/qa-journey';

test('a user made in the shell logs out, logs in again on the login page, and the bus shows the session', async ({
  page,
}) => {
  await openShell(page, '/connexion/se-connecter');
  const { email, password } = await usePersona(page, 'Nouvel utilisateur');
  if (!email || !password) throw new Error('the persona gave no credentials');
  // As in the host, the login page is for visitors only.
  await expect(page.getByTestId('qa-page-gate')).toContainText('réservée aux visiteurs non connectés');

  await usePersona(page, 'Visiteur anonyme');
  await expect(page.getByTestId('qa-current-user')).toHaveText('Visiteur anonyme');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByTestId('qa-current-user')).toContainText(email);
  await expect(busLog(page)).toContainText('session:changed');
  await expect(busLog(page)).not.toContainText(password);
});

test('a wrong password keeps the visitor on the form with the French error', async ({ page }) => {
  await openShell(page, '/connexion/se-connecter');
  const { email } = await usePersona(page, 'Nouvel utilisateur');
  await usePersona(page, 'Visiteur anonyme');
  await page.getByLabel('Adresse e-mail').fill(email ?? '');
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email ?? '');
  await expect(page.getByTestId('qa-current-user')).toHaveText('Visiteur anonyme');
});
