import { ROUTE_PATHS } from 'shared-kit';
import { mintCode, participationsOf, playCode } from './game-support';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

test.describe.configure({ timeout: 90_000 });

/** A winner's phone reloads the page in the middle of the participation form: nothing typed is lost. */
test('a reload in the middle of the participation form keeps what was typed, on both steps', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signUp(page.request);
  await playCode(page, await mintCode('win', 'headset'));
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);

  const form = page.getByTestId('participation');
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Adresse e-mail').fill('camille.aisle@example.fr');
  await form.getByLabel('Téléphone').fill('0601020304');
  await page.reload();
  await expect(form.getByLabel('Civilité')).toHaveValue('Mme');
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue('camille.aisle@example.fr');
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 01 02 03 04');
  await expect(form.getByLabel('Prénom')).toHaveValue('Camille');
  await form.getByRole('button', { name: 'Continuer' }).click();

  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Coquillettes');
  await form.getByLabel('Code postal').fill('69002');
  // Step 2 is an entry of its own (?etape=adresse): the reload stays on it, with what was typed.
  await expect(page).toHaveURL(/[?&]etape=adresse/);
  await page.reload();
  await expect(form.getByRole('heading', { name: 'Votre adresse de livraison' })).toBeVisible();
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Coquillettes');
  await expect(form.getByLabel('Code postal')).toHaveValue('69002');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page.getByTestId('participation-completed')).toContainText('Participation enregistrée !');

  const [completed] = await participationsOf(email);
  expect(completed?.user_information_fields).toMatchObject({
    external_email: 'camille.aisle@example.fr',
    address_1: '12 rue des Coquillettes',
    postal_code: '69002',
    city: 'Lyon',
  });
  // The work is done: no draft is left in the tab.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lgb:draft:')))).toEqual(
    [],
  );
});
