import { expect, test } from './support/fixtures';
import { PHONE, shoot, signUp } from './support/shell-helpers';

/** GUARD-3, against the real session server (the game window is open in e2e). */
test.describe('anonymous visitor', () => {
  test('account pages and contact send to /connexion with r = the wanted path', async ({ page }) => {
    await page.goto('/mon-compte/mes-adresses');
    await expect(page).toHaveURL('/connexion?r=%2Fmon-compte%2Fmes-adresses');
    await expect(page.getByTestId('auth')).toBeVisible();
    await page.goto('/contact');
    await expect(page).toHaveURL('/connexion?r=%2Fcontact');
  });

  test('the shop sends to its limited view instead, with the wanted path in r', async ({ page }) => {
    await page.goto('/la-grande-boutique/panier');
    await expect(page).toHaveURL('/la-grande-boutique-hors-connexion?r=%2Fla-grande-boutique%2Fpanier');
    await expect(page.getByTestId('shop-limited')).toBeVisible();
  });

  test('the running game asks for a login first (ROLE-2); another game goes home', async ({ page }) => {
    await page.goto('/le-jeu/star-academy');
    await expect(page).toHaveURL('/connexion?r=%2Fle-jeu%2Fstar-academy');
    await expect(page.getByTestId('auth')).toBeVisible();
    await signUp(page.request);
    await page.goto('/le-jeu/star-academy');
    await expect(page.getByTestId('game')).toBeVisible();
    await page.goto('/le-jeu-mechamment-gourmand/resultat');
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('index')).toBeVisible();
    await page.goto('/le-jeu/roulette');
    await expect(page).toHaveURL('/');
  });

  test('a legacy path followed inside the site lands on its French page, replacing history', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/eligible-products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/produits-eligibles');
    await expect(page.getByTestId('eligible-products')).toBeVisible();
  });
});

test.describe('logged-in user', () => {
  test('auth pages send to r when local, else to the profile; guarded pages open', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/connexion/se-connecter?r=%2Fla-grande-boutique');
    await expect(page).toHaveURL('/la-grande-boutique');
    await page.goto('/connexion?r=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/mon-compte');
    await page.goto('/contact');
    await expect(page.getByTestId('contact')).toBeVisible();
    await expect(page.getByTestId('star-balance')).toContainText('étoile');
    await page.getByTestId('account-menu').click();
    // The logged-in header fits the large breakpoint (LAYOUT-7: 1280 px) without a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shoot(page, 'desktop-logged-in-contact');
    await page.setViewportSize(PHONE);
    // The balance stays at the top of the page on a phone, outside the menu.
    await expect(page.getByRole('banner').getByTestId('star-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'phone-logged-in-menu');
  });

  test('logging out from the account menu goes home and closes the account pages again', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/mon-compte');
    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page.getByTestId('index')).toBeVisible();
    await page.goto('/mon-compte');
    await expect(page).toHaveURL('/connexion?r=%2Fmon-compte');
  });
});
