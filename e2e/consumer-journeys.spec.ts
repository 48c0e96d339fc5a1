import type { Page } from '@playwright/test';
import { pdfBytes } from 'provider-sandbox/testing';
import { ROUTE_PATHS } from 'shared-kit';
import { completeParticipation, GAME_PATH, mintCode, participationsOf, playCode } from './game-support';
import { settleReceipts } from './support/account-provider';
import { newAccount, signUpThroughPage } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { contrastOf, expectNoSidewaysScroll } from './support/layout-checks';
import { PHONE, shoot, signUp } from './support/shell-helpers';
import { fillOrderForm, tickProducts } from './support/shop-helpers';

/**
 * What a consumer does across the remotes (auth → shop → account → game), with the sandbox's real identifiers
 * (goody-mug, the seeded products, minted codes), on a 390 px phone and on desktop. Each step also checks that the
 * page does not scroll sideways.
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: PHONE, isMobile: true },
] as const;

const ALL_PRODUCTS = [
  /Spaghetti/,
  /Penne/,
  /Fusilli/,
  /Coquillettes/,
  /Tagliatelle/,
  /Farfalle/,
  /Macaroni/,
  /Linguine/,
  /Torsades/,
  /Lasagnes/,
];

async function openNotifications(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('button', { name: 'Notifications' }).click();
  } else {
    await page.getByTestId('notifications-button').click();
  }
}

for (const device of VIEWPORTS) {
  const phone = device.isMobile;

  test.describe(`consumer journeys on ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
    test.describe.configure({ timeout: 180_000 });

    test('sign up → declare with products → validated → notification → shop → gift page → basket → order → Mes commandes', async ({
      page,
    }) => {
      const account = newAccount(`journey-${device.name}`);
      await signUpThroughPage(page, account, ROUTE_PATHS['shop-declare']);
      await expect(page.getByTestId('shop-declare')).toBeVisible();
      await expectNoSidewaysScroll(page, 'declare');

      await page
        .getByTestId('receipt-group')
        .nth(0)
        .getByLabel('Ajouter un fichier')
        .setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      await expect(page.getByText('ticket.pdf')).toBeVisible();
      await tickProducts(page, 0, ALL_PRODUCTS);
      await page.getByTestId('receipt-send').click();
      // The « Merci » replaces a long form: it is brought into view, not left above the screen.
      const thanks = page.getByTestId('declare-success');
      await expect(thanks).toContainText('Merci, vos preuves d’achat sont envoyées !');
      await expect(thanks).toBeInViewport();
      await shoot(page, `journey-${device.name}-declared`);

      await settleReceipts(account.email);
      await page.goto(ROUTE_PATHS.profile);
      if (!phone) await expect(page.getByTestId('notifications-count')).toHaveText(/^[1-9]/, { timeout: 15_000 });
      await openNotifications(page, phone);
      const drawer = page.getByTestId('notifications-drawer');
      // The provider's own words (its apostrophe too): the stars of the ten products declared.
      await expect(drawer.getByTestId('notification').first()).toContainText(
        /Votre preuve d.achat est validée\s:\s\+118 étoiles\s!/,
      );
      await expect(drawer).not.toContainText('2025');
      await shoot(page, `journey-${device.name}-notifications`);
      await page.keyboard.press('Escape');
      // The star balance is at the top of the page, phones included.
      await expect(page.getByRole('banner').getByTestId('star-balance')).toContainText('118');

      await page.goto(ROUTE_PATHS.shop);
      await expectNoSidewaysScroll(page, 'shop');
      await shoot(page, `journey-${device.name}-shop`);
      const mug = page.locator('[data-testid="goody"][data-goody="goody-mug"]');
      await mug.getByRole('link', { name: 'Mug collector' }).first().click();
      await expect(page).toHaveURL('/la-grande-boutique/cadeau/goody-mug/mug-collector');
      await expect(page.getByRole('heading', { level: 1, name: 'Mug collector' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'gift page');
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 1 article');

      await page.getByTestId('basket-link').click();
      const line = page.getByTestId('basket-line');
      await expect(line).toHaveCount(1);
      // The numbers of the line are readable on its white card (light theme): WCAG AA.
      for (const part of [line.locator('.line-total'), line.locator('output'), line.locator('p').first()]) {
        expect(await contrastOf(part)).toBeGreaterThanOrEqual(4.5);
      }
      await expect(line.locator('.line-total')).toHaveText('90 étoiles');
      await expectNoSidewaysScroll(page, 'basket');
      await shoot(page, `journey-${device.name}-basket`);
      // From the basket, the gift's own page again.
      await line.getByRole('link', { name: 'Mug collector' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mug collector' })).toBeVisible();
      await page.goto(ROUTE_PATHS['shop-basket']);

      await page.getByRole('link', { name: 'Commander' }).click();
      await fillOrderForm(page, true);
      await expectNoSidewaysScroll(page, 'order summary');
      await page.getByTestId('order-validate').click();
      await expect(page.getByTestId('order-done')).toContainText('Votre cadeau est commandé pour 90 étoiles.');
      await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier vide');
      await expect(page.getByRole('banner').getByTestId('star-balance')).toContainText('28');

      await page.goto(ROUTE_PATHS['profile-history-orders']);
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(page.getByTestId('order-card')).toContainText('Mug collector');
      await expectNoSidewaysScroll(page, 'Mes commandes');
      // The basket stays empty after leaving the summary: nothing brings the ordered goody back.
      await page.goto(ROUTE_PATHS['shop-basket']);
      await expect(page.getByTestId('basket-line')).toHaveCount(0);
      await shoot(page, `journey-${device.name}-orders`);

      // The address saved while ordering is one « Mes adresses » can save again as it is: one model, one phone format.
      await page.goto(ROUTE_PATHS['profile-addresses']);
      const saved = page.getByTestId('address-card').filter({ hasText: 'Maison' });
      await expect(saved).toContainText('06 11 22 33 44');
      await saved.getByRole('button', { name: 'Modifier « Maison »' }).click();
      await expect(saved.getByLabel('Téléphone')).toHaveValue('06 11 22 33 44');
      await saved.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page.getByTestId('addresses-notice')).toHaveText('L’adresse a bien été enregistrée.');
      await expectNoSidewaysScroll(page, 'Mes adresses');
    });

    test('play → win → close the tab → resume from Mon compte → participation completed', async ({ context }) => {
      const first = await context.newPage();
      const { email } = await signUp(first.request);
      const code = await mintCode('win', 'speaker');
      await playCode(first, code);
      await expect(first).toHaveURL(ROUTE_PATHS['game-4-result']);
      await first.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
      await expect(first.getByTestId('result-outcome')).toContainText('Gagné !');
      await expectNoSidewaysScroll(first, 'result');
      await first.getByRole('button', { name: 'Continuer' }).click();
      await expect(first).toHaveURL(ROUTE_PATHS['game-4-winner']);
      await first.close();

      // A new tab: its sessionStorage is empty, the provider still knows the prize.
      const page = await context.newPage();
      await page.goto(ROUTE_PATHS.profile);
      const played = page.getByTestId('participation');
      await expect(played).toHaveCount(1);
      await expect(played).toContainText(`Code ${code}`);
      await expect(played).toContainText('Gagné : une enceinte Bluetooth');
      await expect(played).toContainText('Participation à compléter');
      await expectNoSidewaysScroll(page, 'Mon compte');
      await shoot(page, `journey-${device.name}-participations`);
      await played.getByRole('link', { name: 'Compléter ma participation' }).click();
      await expect(page).toHaveURL(/\/le-jeu\/star-academy\/bravo\?code=\d+$/);
      await expect(page.getByTestId('game-winner')).toContainText('Vous avez gagné : une enceinte Bluetooth !');
      await completeParticipation(page);
      await expect(page.getByTestId('participation-completed')).toContainText('Participation enregistrée !');
      await expectNoSidewaysScroll(page, 'bravo');
      expect(await participationsOf(email)).toEqual([expect.objectContaining({ code, complete: true })]);

      await page.goto(ROUTE_PATHS.profile);
      await expect(page.getByTestId('participation')).toContainText('Participation complète');
      await expect(page.getByTestId('participation').getByRole('link')).toHaveCount(0);
    });

    test('play → lose → the proofs history shows a game proof, never « refusée »', async ({ page }) => {
      const { email } = await signUp(page.request);
      await playCode(page, await mintCode('lose'));
      await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
      await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
      await expect(page.getByTestId('result-outcome')).toContainText('Perdu…');
      await settleReceipts(email);

      await page.goto(ROUTE_PATHS['profile-history-declarations']);
      const card = page.getByTestId('receipt-card');
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute('data-purpose', 'game');
      await expect(card.getByRole('heading')).toContainText('Preuve de participation au jeu');
      await expect(card.getByTestId('receipt-status')).toHaveText('vérifiée');
      await expect(card).not.toContainText('refusée');
      await expectNoSidewaysScroll(page, 'Mes preuves d’achat');
      await shoot(page, `journey-${device.name}-game-proof`);

      await page.goto(ROUTE_PATHS.profile);
      await expect(page.getByTestId('activity-list')).toContainText(
        'Votre preuve de participation au jeu est validée.',
      );
      await expect(page.getByTestId('activity-list')).not.toContainText('refusée');
      await expect(page.getByTestId('activity-list')).not.toContainText(/preuve d.achat est bien reçue/);
      await expect(page.getByTestId('participation')).toContainText('Perdu');
    });
  });
}

test('a won code typed again in another browser resumes its participation instead of « Code déjà utilisé »', async ({
  browser,
}) => {
  const firstDevice = await browser.newContext();
  const first = await firstDevice.newPage();
  const account = newAccount('second-device');
  await signUpThroughPage(first, account);
  await expect(first).toHaveURL(ROUTE_PATHS.profile);
  const code = await mintCode('win', 'headset');
  await playCode(first, code);
  await expect(first).toHaveURL(ROUTE_PATHS['game-4-result']);
  await firstDevice.close();

  // Another device: a new log-in, nothing in its storage.
  const otherDevice = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await otherDevice.newPage();
  await page.goto(ROUTE_PATHS['auth-login']);
  const form = page.getByTestId('auth-login');
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS.profile);
  await page.goto(GAME_PATH);
  await expect(page.getByTestId('game-resume')).toContainText(`Votre code ${code} a gagné`);
  await page.getByLabel('Code unique').fill(code);
  await page.getByLabel('Ajouter un fichier').setInputFiles({
    name: 'ticket.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await page.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }).check();
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
  await expect(page.getByTestId('game-winner')).toContainText('Un casque audio');
  await expect(page.getByTestId('burn-error')).toHaveCount(0);
  await otherDevice.close();
});
