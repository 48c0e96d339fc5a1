import { ROUTE_PATHS } from 'shared-kit';
import { fillPlayForm, GAME_PATH, mintCode, playCode } from './game-support';
import { giveStars } from './support/account-provider';
import { logInThroughPage, newAccount, signUpThroughPage, withReturn } from './support/auth-journeys';
import * as trip from './support/consumer-trips';
import { expect, test } from './support/fixtures';
import { untilInteractive } from './support/server-render';
import { PHONE, signUp } from './support/shell-helpers';
import { fillOrderForm } from './support/shop-helpers';

/**
 * What a consumer still tripped on (a tap that missed, a confirmation that never learned its stars arrived, « … »
 * for a balance, English on the 404…), each walked as a person does it, on a 390 px phone with a finger and on a
 * 1280 px desktop with a mouse. Every journey makes its own account and leaves the services alone.
 */
const DEVICES = [
  { name: 'phone', phone: true, use: { viewport: PHONE, isMobile: true, hasTouch: true } },
  { name: 'desktop', phone: false, use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;
const SESSION_ENDED = 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.';

for (const device of DEVICES) {
  test.describe(`consumer trips on a ${device.name}`, () => {
    test.use(device.use);
    test.describe.configure({ timeout: 120_000 });

    test('sign-up: the mismatch said as the confirmation is left does not move the terms box from under the tap', async ({
      page,
    }) => {
      // The confirmation keeps the focus: the tap on the box below leaves it.
      const form = await trip.fillSignupWithMismatch(page, newAccount('trip-terms'));
      const terms = form.getByLabel('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.');
      await trip.press(form.locator('label').filter({ hasText: 'J’ai lu les Mentions légales' }), device);
      await expect(terms).toBeChecked();
      await expect(form.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
      await trip.shot(page, 'signup-terms', device);
    });

    test('declare: the confirmation follows its receipts, validated and refused, with no reload and no focus', async ({
      page,
    }) => {
      const account = newAccount('trip-declare');
      await signUpThroughPage(page, account, ROUTE_PATHS['shop-declare']);
      await expect(page.getByTestId('shop-declare')).toBeVisible();
      await trip.declareGroup(page, 0, [/Spaghetti/, /Tagliatelle/]);
      await trip.declareGroup(page, 1, [/Lasagnes/]);
      await page.getByTestId('receipt-send').click();
      const success = page.getByTestId('declare-success');
      await expect(success.getByTestId('declare-summary')).toHaveText(
        '2 preuves d’achat sont en attente de validation\u00a0: 40 étoiles vous attendent dès qu’elles seront validées.',
      );
      await expect(success.getByTestId('declared-receipt')).toHaveText([
        'Preuve d’achat 1 · en attente',
        'Preuve d’achat 2 · en attente',
      ]);
      await trip.shot(page, 'declare-pending', device);
      // The provider refuses the second (one product), and validates the first when its delay is over (15 s).
      const [second] = (await trip.receiptsOf(account.email, account.password)).filter((r) => r.eans.length === 1);
      await trip.refuseReceipt(second!.uuid);
      const items = success.getByTestId('declared-receipt');
      await expect(items.nth(1)).toHaveAttribute('data-status', 'rejected', { timeout: 40_000 });
      await expect(items.nth(1)).toContainText('La photo de cette preuve d’achat est illisible.');
      await expect(items.nth(0)).toHaveText('Preuve d’achat 1 · validée\u00a0: +25 étoiles', { timeout: 45_000 });
      await expect(success.getByTestId('declare-summary')).toHaveText(
        'C’est validé\u00a0: 25 étoiles ajoutées à votre solde.',
      );
      if (!device.phone) await expect(page.getByTestId('star-balance')).toHaveText('25 étoiles');
      await trip.shot(page, 'declare-settled', device);
    });

    test('the header’s balance stays through the order form, tabbing, and step 2 of a prize claim: never « … »', async ({
      page,
    }) => {
      await trip.recordStarChip(page);
      const { email } = await signUp(page.request);
      await giveStars(email, 500);
      await page.goto('/la-grande-boutique/cadeau/goody-mug/mug-collector');
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.getByTestId('basket-link').click();
      await page.getByRole('link', { name: 'Commander' }).click();
      await expect(page.getByTestId('shop-order-informations')).toBeVisible();
      for (let stop = 0; stop < 12; stop += 1) await page.keyboard.press('Tab');
      await trip.shot(page, 'chip-order-form', device);
      // Kept per page load: what the shop's pages showed, before the game's first page loads anew.
      const seen = await trip.starChipTexts(page);
      await playCode(page, await mintCode('win', 'speaker'));
      await trip.claimUpToStepTwo(page);
      // The balance went missing about 2 s after « Continuer »: held that long.
      await page.waitForTimeout(2_500);
      await trip.shot(page, 'chip-claim-step-2', device);
      seen.push(...(await trip.starChipTexts(page)));
      expect(seen.length).toBeGreaterThan(1);
      for (const text of seen) expect(text, `the chip showed ${text}`).toMatch(/^★?500 étoiles\|busy=false$/);
    });

    test('game: a lost code is not offered back as waiting; « abc » refused before any request; an expired code says what next', async ({
      page,
    }) => {
      await signUp(page.request);
      await playCode(page, await mintCode('lose'));
      await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
      await expect(page.getByTestId('result-outcome')).toContainText('Perdu…');
      await page.goBack();
      await expect(page).toHaveURL(GAME_PATH);
      await expect(page.getByTestId('game-play-form')).toBeVisible();
      await expect(page.getByTestId('game-resume')).toHaveCount(0);
      // The top of the page, where a waiting participation would be said.
      await page
        .getByTestId('game-play-form')
        .evaluate((form) => form.parentElement?.scrollIntoView({ block: 'start' }));
      await trip.shot(page, 'game-back-after-loss', device);

      const burns = trip.callsOf(page, 'burn_uniq_code');
      await fillPlayForm(page, 'abc');
      await page.getByRole('button', { name: 'Valider ma participation' }).click();
      await expect(page.getByTestId('burn-error')).toHaveText(
        'Ce code est trop court\u00a0: un code unique compte au moins 8\u00a0lettres et chiffres. Vérifiez celui imprimé dans votre paquet.',
      );
      expect(burns).toEqual([]);
      await expect(page.getByTestId('burn-error')).toBeInViewport();
      await trip.shot(page, 'game-code-format', device);

      await page.goto(GAME_PATH);
      await fillPlayForm(page, await mintCode('expired'));
      await page.getByRole('button', { name: 'Valider ma participation' }).click();
      await expect(page.getByTestId('burn-error')).toHaveText(
        'Vous avez rentré ce code il y a trop longtemps, il a expiré',
      );
      await expect(page.getByTestId('burn-next-step')).toHaveText(
        'Ce code ne peut plus être joué. Saisissez le code unique d’un autre paquet pour participer.',
      );
      await expect(page.getByTestId('burn-next-step')).toBeInViewport();
      await trip.shot(page, 'game-expired', device);
    });

    test('account: a wrong current password names its field; the other device is told its session ended', async ({
      page,
      browser,
    }) => {
      const { email, password } = await signUp(page.request);
      const elsewhere = await browser.newContext({ ...device.use });
      const other = await elsewhere.newPage();
      await other.request.post('/api/login', {
        data: { email, password },
        headers: { Origin: 'http://localhost:3000' },
      });

      await page.goto(ROUTE_PATHS['profile-security']);
      await untilInteractive(page);
      const current = page.getByLabel('Mot de passe actuel');
      await trip.changePassword(page, 'pas-le-bon-1', 'Coquillettes-26');
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
      await trip.shot(page, 'account-wrong-password', device);

      await trip.changePassword(page, password, 'Coquillettes-26');
      await expect(page.getByTestId('change-password-success')).toBeVisible();
      await other.goto(ROUTE_PATHS.shop);
      await expect(other.getByTestId('toast').filter({ hasText: SESSION_ENDED })).toBeVisible();
      await trip.shot(other, 'account-other-device', device);
      await elsewhere.close();
    });

    test('404 and a missing gift: a French page, the spec’s English title on a line of its own', async ({ page }) => {
      const { status, html } = await trip.servedPage(page, '/des-pates/introuvables');
      expect(status).toBe(404);
      expect(html).toContain('<title>Page introuvable · La Grande Boutique</title>');
      expect(html).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
      await page.goto('/des-pates/introuvables');
      await expect(page).toHaveTitle('Page introuvable · La Grande Boutique');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
      await expect(page.getByTestId('error-code')).toHaveText('Erreur 404 · Page Not Found');
      await expect(page.getByTestId('error-code').locator('[lang="en"]')).toHaveText('Page Not Found');
      await trip.shot(page, '404', device);

      await signUp(page.request);
      await page.goto('/la-grande-boutique/cadeau/goody-introuvable/cadeau');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
      await expect(page).toHaveTitle('Page introuvable · La Grande Boutique');
      await trip.shot(page, 'missing-gift', device);
    });

    test('orders: two key rings of one order are one notification and one line with its quantity', async ({ page }) => {
      const { email } = await signUp(page.request);
      await giveStars(email, 500);
      await page.goto(ROUTE_PATHS.shop);
      await trip.addToBasket(page, 'goody-key-ring-star', 2);
      await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 2 articles');
      await page.getByTestId('basket-link').click();
      await page.getByRole('link', { name: 'Commander' }).click();
      await fillOrderForm(page, false);
      await page.getByTestId('order-validate').click();
      await expect(page.getByTestId('order-done')).toBeVisible();

      const drawer = await trip.openNotifications(page, device);
      const placed = drawer.getByTestId('notification').filter({ hasText: 'Porte-clés étoile' });
      await expect(placed).toHaveCount(1);
      await expect(placed).toContainText(
        /Votre commande de 2\s«\sPorte-clés étoile\s» est enregistrée \(100 étoiles\)\./,
      );
      await trip.shot(page, 'orders-notification', device);
      await page.keyboard.press('Escape');

      await page.goto(ROUTE_PATHS['profile-history-orders']);
      const line = page.getByTestId('order-card');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('order-quantity')).toHaveText('Quantité\u00a0: 2');
      await expect(line).toContainText('100 étoiles');
      await trip.shot(page, 'orders-history', device);
    });

    test('dark theme: the « Comment ça marche ? » cards are dark with light words', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('lgb-theme', 'dark'));
      await page.goto(ROUTE_PATHS.index);
      const steps = page.locator('section[aria-labelledby="home-steps-title"] li');
      await expect(steps).toHaveCount(3);
      await steps.first().scrollIntoViewIfNeeded();
      for (const card of await steps.all()) {
        await expect(card).toHaveCSS('background-color', 'rgb(36, 28, 24)');
        await expect(card).toHaveCSS('color', 'rgb(245, 237, 228)');
      }
      await trip.shot(page, 'home-dark', device);
    });

    test('limited shop: a visitor taps a gift and reads its description, then is taken to it once logged in', async ({
      page,
      browser,
    }) => {
      const maker = await browser.newContext();
      const account = await signUp(maker.request);
      await maker.close();
      await page.goto(ROUTE_PATHS['shop-limited']);
      const mug = trip.goody(page, 'goody-mug');
      const details = mug.getByTestId('goody-details');
      await expect(details).toBeHidden();
      await trip.press(mug.locator('img'), device);
      await expect(details).toBeVisible();
      await expect(details).toContainText('Un mug en céramique aux couleurs de la Grande Boutique.');
      await trip.shot(page, 'limited-gift', device);
      await trip.press(details.getByRole('link', { name: 'Me connecter pour commander ce cadeau' }), device);
      await expect(page).toHaveURL(
        withReturn(ROUTE_PATHS['auth-login'], '/la-grande-boutique/cadeau/goody-mug/mug-collector'),
      );
      await logInThroughPage(
        page,
        account.email,
        account.password,
        '/la-grande-boutique/cadeau/goody-mug/mug-collector',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Mug collector' })).toBeVisible();
    });

    test('basket: « Supprimer » can be taken back with « Annuler », the line back with its quantity', async ({
      page,
    }) => {
      const { email } = await signUp(page.request);
      await giveStars(email, 500);
      await page.goto(ROUTE_PATHS.shop);
      await trip.addToBasket(page, 'goody-key-ring-star');
      await trip.addToBasket(page, 'goody-mug', 2);
      await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 3 articles');
      await page.getByTestId('basket-link').click();
      await expect(page.getByTestId('basket-line')).toHaveCount(2);
      await trip.press(page.getByRole('button', { name: 'Supprimer Mug collector du panier' }), device);
      await expect(page.getByTestId('basket-line')).toHaveCount(1);
      const toast = page.getByTestId('toast').filter({ hasText: 'Retiré de votre panier' });
      await expect(toast).toHaveText(/Retiré de votre panier\s:\sMug collector\./);
      await trip.shot(page, 'basket-removed', device);
      await trip.press(toast.getByRole('button', { name: 'Annuler' }), device);
      const lines = page.getByTestId('basket-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(1)).toHaveAttribute('data-goody', 'goody-mug');
      await expect(lines.nth(1).locator('output')).toHaveText('2');
      await expect(page.getByTestId('basket-link')).toHaveAccessibleName('Panier, 3 articles');
      await page.reload();
      await expect(page.getByTestId('basket-line')).toHaveCount(2);
      await trip.shot(page, 'basket-restored', device);
    });
  });
}
