import { ROUTE_PATHS, pathTo } from 'shared-kit';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectLandedOn, logInThroughPage, newAccount, signUpThroughPage } from './support/auth-journeys';
import {
  declareReceipt,
  giveStars,
  orderGoody,
  providerToken,
  receiptPicture,
  setOrderStatus,
  settleReceipts,
  tickets,
} from './support/account-provider';
import { PHONE, shoot, signUp } from './support/shell-helpers';

/** A journey this long spends most of its time typing; one run takes about a minute. */
test.setTimeout(180_000);

async function addAddress(page: Page, label: string, street: string, postalCode: string, city: string): Promise<void> {
  await page.goto(ROUTE_PATHS['profile-addresses-new']);
  const form = page.getByTestId('profile-addresses-new');
  await form.getByLabel('Nom de l’adresse (ex. : Maison)').fill(label);
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Adresse', { exact: true }).fill(street);
  await form.getByLabel('Code postal').fill(postalCode);
  await form.getByLabel('Ville').fill(city);
  await form.getByLabel('Téléphone').fill('0612345678');
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expectLandedOn(page, ROUTE_PATHS['profile-addresses']);
  await expect(page.getByTestId('addresses-notice')).toHaveText('L’adresse a bien été enregistrée.');
}

test('account: profile, password, addresses, a refused receipt contested, an order and its status', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const account = newAccount('account');
  const newPassword = 'rigatoni-2026';

  // Sign up: the account home greets the user.
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await expect(page.getByTestId('account-greeting')).toHaveText('Bonjour Camille !');
  await expect(page.getByTestId('stars-available')).toHaveText('0 étoile');
  await expect(page.getByTestId('stars-available-label')).toHaveText('disponible');
  await expect(page.getByTestId('activity-empty')).toBeVisible();

  // Mon profil: the header's first name follows at once.
  await page.goto(ROUTE_PATHS['profile-infos']);
  const profile = page.getByTestId('profile-infos');
  await expect(profile.getByTestId('profile-email')).toHaveText(account.email);
  // Sign-up asked for no civility: a phone is saved without one.
  await profile.getByLabel('Téléphone (facultatif)').fill('0611223344');
  await expect(profile.getByLabel('Téléphone (facultatif)')).toHaveValue('06 11 22 33 44');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByTestId('profile-success')).toHaveText('Vos informations ont bien été enregistrées.');
  await profile.getByLabel('Civilité (facultatif)').selectOption('Mme');
  await profile.getByLabel('Prénom').fill('Camilla');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByTestId('profile-success')).toHaveText('Vos informations ont bien été enregistrées.');
  await expect(page.getByTestId('account-menu')).toContainText('Camilla');
  await page.reload();
  await expect(page.getByTestId('profile-infos').getByLabel('Prénom')).toHaveValue('Camilla');

  // Connexion et sécurité: change the password, stay logged in while another device is logged out, then log out
  // and in with the new one.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await logInThroughPage(phone, account.email, account.password);
  await expectLandedOn(phone, ROUTE_PATHS.profile);
  await page.goto(ROUTE_PATHS['profile-security']);
  const security = page.getByTestId('profile-security');
  await security.getByLabel('Mot de passe actuel').fill(account.password);
  await security.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await security.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
  await security.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(security.getByTestId('change-password-success')).toHaveText('Votre mot de passe a bien été modifié.');
  expect((await (await phone.request.get('/api/session')).json()).user).toBeNull();
  await phone.goto(ROUTE_PATHS.profile);
  await expect(phone.getByTestId('account-menu')).toBeHidden();
  await otherDevice.close();
  await page.reload();
  await expect(page.getByTestId('account-menu')).toContainText('Camilla');
  await page.getByTestId('account-menu').click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS.index);
  await logInThroughPage(page, account.email, newPassword);
  await expectLandedOn(page, ROUTE_PATHS.profile);

  // Mes adresses: two addresses, the first is the default; switch it, then delete the old default.
  await page.goto(ROUTE_PATHS['profile-addresses']);
  await expect(page.getByTestId('addresses-empty')).toBeVisible();
  await addAddress(page, 'Maison', '3 rue des Pâtes', '75011', 'Paris');
  await addAddress(page, 'Bureau', '10 avenue du Blé', '69002', 'Lyon');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading')).toHaveText('Maison');
  await expect(cards.first().getByTestId('address-default')).toBeVisible();
  await page.getByRole('button', { name: 'Définir par défaut : « Bureau »' }).click();
  await expect(page.getByTestId('addresses-notice')).toHaveText(
    'L’adresse « Bureau » est maintenant votre adresse par défaut.',
  );
  await expect(cards.first().getByRole('heading')).toHaveText('Bureau');
  await page.getByRole('button', { name: 'Supprimer « Maison »' }).click();
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('69002 Lyon');
  await shoot(page, 'account-addresses-desktop');

  // A receipt with no eligible product: the provider refuses it with its reason once settled.
  const token = await providerToken(account.email, newPassword);
  const receiptUuid = await declareReceipt(token, await receiptPicture(browser), ['0000000000000']);
  await page.goto(ROUTE_PATHS['profile-history-declarations']);
  const receipt = page.locator(`[data-testid="receipt-card"][data-uuid="${receiptUuid}"]`);
  await expect(receipt.getByTestId('receipt-status')).toHaveText('en attente');
  await settleReceipts(account.email);
  await page.reload();
  await expect(receipt.getByTestId('receipt-status')).toHaveText('refusée');
  await expect(receipt).toContainText('Aucun produit éligible n’a été déclaré sur cette preuve d’achat.');
  const thumbnail = receipt.getByRole('img', { name: 'Fichier 1' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shoot(page, 'account-declarations-desktop');

  // Contest it from its page: the provider stores the claim with the message.
  await receipt.getByRole('link', { name: 'Voir le détail' }).click();
  await expectLandedOn(page, pathTo('profile-history-declaration', { uuid: receiptUuid }));
  const detail = page.getByTestId('profile-history-declaration');
  await expect(detail.getByTestId('receipt-reason')).toHaveText(
    'Aucun produit éligible n’a été déclaré sur cette preuve d’achat.',
  );
  await expect(detail.getByRole('link', { name: 'Déclarer à nouveau' })).toHaveAttribute(
    'href',
    ROUTE_PATHS['shop-declare'],
  );
  await detail.getByRole('button', { name: 'Contester' }).click();
  await detail.getByLabel('Votre message').fill('Il y avait bien des spaghetti sur ce ticket.');
  await detail.getByRole('button', { name: 'Envoyer ma contestation' }).click();
  await expect(detail.getByTestId('contest-form-sent')).toContainText('Votre contestation a bien été envoyée.');
  await expect(detail.getByTestId('receipt-claimed')).toBeVisible();
  const claim = (await tickets()).find(
    (ticket) => ticket.kind === 'claim_on_receipt' && ticket.receipt_uuid === receiptUuid,
  );
  expect(claim?.freetext).toBe('Il y avait bien des spaghetti sur ce ticket.');
  await shoot(page, 'account-declaration-desktop');

  // An order appears in Mes commandes; a status changed by the provider shows after a reload.
  await giveStars(account.email, 200);
  const orderId = await orderGoody(token, 'goody-mug', {
    title: 'Mme',
    first_name: 'Camilla',
    last_name: 'Testeur',
    address_1: '10 avenue du Blé',
    postal_code: '69002',
    city: 'Lyon',
    phone_number: '06 12 34 56 78',
    external_email: account.email,
  });
  await page.goto(ROUTE_PATHS['profile-history-orders']);
  const order = page.getByTestId('order-card').first();
  await expect(order).toContainText('Mug');
  await expect(order).toContainText('90 étoiles');
  await expect(order.getByTestId('order-status')).toHaveText('en préparation');
  await expect(order.getByTestId('order-address')).toContainText('69002 Lyon');
  await setOrderStatus(orderId, 'shipped');
  await page.reload();
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('expédiée');
  await shoot(page, 'account-orders-desktop');

  // Mon compte now shows the stars left and the activity.
  await page.goto(ROUTE_PATHS.profile);
  await expect(page.getByTestId('stars-available')).toHaveText('110 étoiles');
  await expect(page.getByTestId('activity-item').first()).toBeVisible();
  await shoot(page, 'account-home-desktop');

  // Phone width: every page fits 390 px without sideways scrolling.
  await page.setViewportSize(PHONE);
  for (const [name, path] of [
    ['home', ROUTE_PATHS.profile],
    ['profile', ROUTE_PATHS['profile-infos']],
    ['addresses', ROUTE_PATHS['profile-addresses']],
    ['new-address', ROUTE_PATHS['profile-addresses-new']],
    ['declarations', ROUTE_PATHS['profile-history-declarations']],
    ['declaration', pathTo('profile-history-declaration', { uuid: receiptUuid })],
    ['orders', ROUTE_PATHS['profile-history-orders']],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-kit-instance]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} fits the phone`,
    ).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, `account-${name}-phone`);
  }

  // Another user's receipt is the 404 page, as is an unknown one.
  await page.context().clearCookies();
  await signUp(page.request);
  await page.goto(pathTo('profile-history-declaration', { uuid: receiptUuid }));
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.goto(pathTo('profile-history-declaration', { uuid: '00000000-0000-4000-8000-000000000000' }));
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');

  expect(consoleErrors.filter((text) => !/404|Page not found|page not found/i.test(text))).toEqual([]);
});
