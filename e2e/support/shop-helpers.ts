import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The order form as a user fills it: the names and e-mail come prefilled. */
export async function fillOrderForm(page: Page, saveAddress: boolean): Promise<void> {
  const form = page.getByTestId('shop-order-informations');
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Téléphone').fill('0611223344');
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 11 22 33 44');
  await form.getByLabel('Nom de l’adresse (ex. : Maison)').fill('Maison');
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Coquillettes');
  await form.getByLabel('Code postal').fill('69001');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('J’accepte les conditions de la boutique').check();
  if (saveAddress) await form.getByLabel('Enregistrer cette adresse').check();
  await form.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
  await expect(page.getByTestId('shop-order-summary')).toBeVisible();
}

/** Ticks eligible products in the declare page's receipt number `group` (0-based). */
export async function tickProducts(page: Page, group: number, names: RegExp[]): Promise<void> {
  const products = page.getByTestId('receipt-group').nth(group).getByTestId('eligible-products');
  for (const name of names) await products.getByRole('checkbox', { name }).check();
}
