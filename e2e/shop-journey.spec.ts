import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { pdfBytes } from 'provider-sandbox/testing';
import { PORTS } from '../scripts/stack';
import { giveStars, orderGoody, providerToken, receiptPicture, settleReceipts } from './support/account-provider';
import { newAccount, signUpThroughPage } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { shoot, signUp } from './support/shell-helpers';
import { withSandboxFault } from './support/sandbox-faults';
import { fillOrderForm, tickProducts } from './support/shop-helpers';

/** The shop as a user goes through it, against the sandbox. */
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;
const SHIPPING = {
  title: 'Mr',
  first_name: 'Paul',
  last_name: 'Durand',
  address_1: '3 rue du Stock',
  postal_code: '75011',
  city: 'Paris',
  phone_number: '0600000000',
  external_email: 'paul@example.fr',
};

async function control(path: string, method: string, body?: unknown): Promise<void> {
  const answer = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
}

async function providerJson<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${SANDBOX}${path}?access_token=${encodeURIComponent(token)}`);
  return (await answer.json()) as T;
}

function goody(page: Page, identifier: string) {
  return page.locator(`[data-testid="goody"][data-goody="${identifier}"]`);
}

test('sign up → declare two receipts → pending then settled stars → basket → order', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = newAccount('shop');
  await signUpThroughPage(page, account, ROUTE_PATHS['shop-declare']);
  await expect(page.getByTestId('shop-declare')).toBeVisible();

  // Receipt 1: a photo (downscaled in the browser to JPEG) with four products.
  const photo = await receiptPicture(browser);
  await page
    .getByTestId('receipt-group')
    .nth(0)
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByAltText('Aperçu de ticket.png')).toBeVisible();
  await tickProducts(page, 0, [/Spaghetti/, /Tagliatelle/, /Torsades/, /Lasagnes/]);
  // Receipt 2: a PDF invoice with six products.
  await page.getByRole('button', { name: '+ Ajouter une preuve d’achat' }).click();
  await page
    .getByTestId('receipt-group')
    .nth(1)
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText('facture.pdf')).toBeVisible();
  await tickProducts(page, 1, [/Linguine/, /Gnocchi/, /Farfalle/, /Rigatoni/, /Penne/, /Fusilli/]);
  await expect(page.getByTestId('expected-stars')).toHaveText('Étoiles attendues : 124 étoiles');
  await shoot(page, 'shop-declare-desktop');
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('declare-success')).toContainText(
    '2 preuves d’achat sont en attente de validation : 124 étoiles',
  );
  await expect(page.getByTestId('star-balance')).toHaveText('0 étoile · +124 en attente');
  await shoot(page, 'shop-declare-success');

  // The provider settles: the chip follows on its own (poll while stars are pending).
  await settleReceipts(account.email);
  await expect(page.getByTestId('star-balance')).toHaveText('124 étoiles', { timeout: 25_000 });

  await page.getByRole('link', { name: 'Aller à la boutique' }).click();
  await expect(page.getByTestId('shop-balance')).toHaveText('★ 124 étoiles');
  await goody(page, 'goody-key-ring-star').getByRole('button', { name: 'Ajouter au panier' }).click();
  await goody(page, 'goody-key-ring-fork').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 2 articles');
  await goody(page, 'goody-mug').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(goody(page, 'goody-mug').getByTestId('add-refusal')).toHaveText(
    'Il vous manque 76 étoiles pour ajouter ce cadeau à votre panier.',
  );
  await shoot(page, 'shop-grid-desktop');

  // The basket lives in the session: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 2 articles');
  await page.goto(ROUTE_PATHS['shop-basket']);
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await expect(page.getByTestId('basket-total')).toHaveText('110 étoiles');
  await shoot(page, 'shop-basket-desktop');
  await page.getByRole('link', { name: 'Commander' }).click();

  const form = page.getByTestId('shop-order-informations');
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(account.email);
  await expect(form.getByLabel('Prénom')).toHaveValue(account.firstName);
  await form.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
  await expect(form.getByText('Merci de saisir votre code postal.')).toBeVisible();
  await fillOrderForm(page, true);
  await expect(page.getByTestId('summary-total')).toHaveText('110 étoiles');
  await shoot(page, 'shop-summary-desktop');
  await page.getByTestId('order-validate').dblclick();
  await expect(page.getByTestId('order-done')).toContainText('Vos 2 cadeaux sont commandés pour 110 étoiles.');
  await expect(page.getByTestId('star-balance')).toHaveText('14 étoiles');

  await page.getByRole('link', { name: 'Retour à la boutique' }).click();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier vide');
  const token = await providerToken(account.email, account.password);
  const { orders } = await providerJson<{ orders: { coupon_identifier: string }[] }>(token, '/api/kitv4/all_orders');
  expect(orders.map((order) => order.coupon_identifier).sort()).toEqual(['goody-key-ring-fork', 'goody-key-ring-star']);
  const { user_informations } = await providerJson<{ user_informations: { city: string }[] }>(
    token,
    '/api/kitv4/user_informations',
  );
  expect(user_informations).toHaveLength(1);

  // Across remotes: the account's history shows what the shop did (receipts sent, then settled; the order).
  await page.goto(ROUTE_PATHS['profile-history-orders']);
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  await expect(page.getByTestId('order-status').first()).toHaveText('en préparation');
  await page.goto(ROUTE_PATHS['profile-history-declarations']);
  await expect(page.getByTestId('receipt-card')).toHaveCount(2);
  await expect(page.getByTestId('receipt-status').first()).toContainText('validée');
});

test('partial order: a goody sold out before « Valider » stays in the basket, the rest is ordered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUp(page.request);
  await giveStars(email, 2000);
  await page.goto(ROUTE_PATHS.shop);
  await goody(page, 'goody-mug').getByRole('button', { name: 'Ajouter au panier' }).click();
  await goody(page, 'goody-tickets-final').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 2 articles');
  await page.goto(ROUTE_PATHS['shop-order-informations']);
  await fillOrderForm(page, false);

  // Someone else takes the last places meanwhile.
  const other = `e2e-stock-${Date.now()}@example.fr`;
  await control('/api/fidmarques/v1/sdk/signup', 'POST', {
    client_id: 'la-grande-boutique-sandbox',
    email: other,
    password: 'pates2025',
  });
  await giveStars(other, 6000);
  const otherToken = await providerToken(other, 'pates2025');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await orderGoody(otherToken, 'goody-tickets-final', SHIPPING);
    } catch {
      break;
    }
  }

  await page.getByTestId('order-validate').click();
  await expect(page.getByTestId('order-partial')).toHaveText(
    'Certains cadeaux n’ont pas pu être commandés : 1 commandé, 1 reste dans votre panier. Vous pouvez appuyer à nouveau sur « Valider ».',
  );
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-line')).toContainText('1 × 2 places pour la finale');
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 1 article');
  await expect(page.getByTestId('star-balance')).toHaveText(/^1\s910 étoiles$/);
  await shoot(page, 'shop-summary-partial');
});

test('partial order: a 5xx on one order_goody of three; « Valider » again orders only the rest', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await signUp(page.request);
  await giveStars(email, 1000);
  await page.goto(ROUTE_PATHS.shop);
  const star = goody(page, 'goody-key-ring-star');
  await star.getByLabel('Quantité de Porte-clés étoile').selectOption('3');
  await star.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 3 articles');
  await page.goto(ROUTE_PATHS['shop-order-informations']);
  await fillOrderForm(page, false);
  await withSandboxFault({ operation: 'order_goody', status: 500, skip: 1, count: 1, email }, async () => {
    await page.getByTestId('order-validate').click();
    await expect(page.getByTestId('order-partial')).toContainText('2 commandés, 1 reste dans votre panier');
    await page.getByTestId('order-validate').click();
    await expect(page.getByTestId('order-done')).toContainText('Votre cadeau est commandé pour 50 étoiles.');
  });
  const token = await providerToken(email, password);
  const { orders } = await providerJson<{ orders: unknown[] }>(token, '/api/kitv4/all_orders');
  expect(orders).toHaveLength(3);
  await expect(page.getByTestId('star-balance')).toHaveText('850 étoiles');
});
