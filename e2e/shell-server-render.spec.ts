import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { giveStars, orderGoody, providerToken, saveAddress } from './support/account-provider';
import { expect, test } from './support/fixtures';
import { PHONE, shoot, signUp } from './support/shell-helpers';

/**
 * The shell's public pages arrive as HTML with their content and critical CSS, then
 * hydrate without a mismatch (the fixture fails any test whose page logs one).
 */

const PUBLIC_PAGES: Array<[path: string, text: string]> = [
  [ROUTE_PATHS.index, 'Le jeu Star Academy est ouvert !'],
  [ROUTE_PATHS['eligible-products'], 'Produits éligibles'],
  [ROUTE_PATHS.faq, 'FAQ'],
  [ROUTE_PATHS['how-to-participate'], 'Comment participer'],
  [ROUTE_PATHS['legal-notices'], 'Mentions légales'],
  [ROUTE_PATHS['shop-conditions'], 'Conditions'],
];

test.describe('public pages paint before JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false, viewport: PHONE });

  for (const [path, text] of PUBLIC_PAGES) {
    test(`${path} has its content and styles without any script`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main').getByText(text).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached();
      // The critical CSS is in the page: the header is already the sticky bar of the site.
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((header) => getComputedStyle(header).position),
      ).toBe('sticky');
    });
  }

  test('the game banner is the one of the moment (the stack runs the game open)', async ({ page }) => {
    await page.goto(ROUTE_PATHS.index);
    await expect(page.getByTestId('game-teaser')).toHaveAttribute('data-phase', 'running');
    await expect(page.getByRole('link', { name: 'Je joue' })).toBeVisible();
  });

  test("a remote's page open to visitors arrives whole, rendered from the remote's server build", async ({ page }) => {
    await page.goto(ROUTE_PATHS['auth-login']);
    await expect(page.getByTestId('remote-page-skeleton')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('header nav[aria-label="Navigation principale"]')).toBeAttached();
    await page.goto(ROUTE_PATHS['auth-signup']);
    await expect(page.getByRole('heading', { level: 1, name: 'S’inscrire' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toBeVisible();
  });

  test('the limited shop arrives with its goodies and their prices, read by the server', async ({ page }) => {
    await renderedWhole(page, ROUTE_PATHS['shop-limited'], 'data-testid="goody"');
    await page.goto(ROUTE_PATHS['shop-limited']);
    await expect(page.getByRole('heading', { level: 1, name: 'La Grande Boutique' })).toBeVisible();
    await expect(page.getByTestId('goody').first()).toBeVisible();
    expect(await page.getByTestId('goody').count()).toBeGreaterThan(5);
    await expect(page.getByTestId('goody').first()).toContainText('étoiles');
  });

  test('an unknown address is a real 404 with its path', async ({ page }) => {
    const response = await page.goto('/nulle-part?source=affiche');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByTestId('error-path')).toHaveText('/nulle-part?source=affiche');
  });
});

/**
 * A journey before may have stopped or replaced a remote: its pages go out with a skeleton for a few seconds after it
 * is back (render-page.tsx SKELETON_TTL_MS). Waits until the server renders `path` whole again.
 */
async function renderedWhole(page: Page, path: string, marker: string): Promise<void> {
  await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 }).toContain(marker);
}

/** Holds the shell's entry script back, so the test can look at the server HTML before hydration. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Hydration keeps the server's DOM nodes; a new render would replace them. */
async function markServerNode(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((node) => node.setAttribute('data-from-server', 'yes'));
}

test.describe('hydration', () => {
  test.use({ viewport: PHONE });

  test('the home page hydrates in place and then handles clicks', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto(ROUTE_PATHS.index, { waitUntil: 'commit' });
    await expect(page.getByTestId('index')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    await markServerNode(page, '[data-testid=index]');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const home = page.getByTestId('index');
    await expect(home).toHaveAttribute('data-from-server', 'yes');
    // Settled right after hydration: the kit the page sees.
    await expect(home).toHaveAttribute('data-kit-instance', /^kit-/);
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
  });

  test('a visitor who chose the dark theme gets the page dark from the server, hydrated as is', async ({ page }) => {
    await page.goto(ROUTE_PATHS.faq);
    await page.evaluate(() => localStorage.setItem('lgb-theme', 'dark'));
    await page.reload();
    // The shell keeps the cookie in step with the remembered choice.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lgb-theme')?.value).toBe('dark');
    const release = await holdEntryScript(page);
    const response = await page.goto(ROUTE_PATHS.index, { waitUntil: 'commit' });
    expect(await response?.text()).toContain('"theme":"dark"');
    await markServerNode(page, '[data-testid=index]');
    const darkBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('index')).toHaveAttribute('data-from-server', 'yes');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(darkBackground);
  });

  test("a remote's page hydrates in place: what was typed before its code arrived is kept and sent", async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto(ROUTE_PATHS['auth-login'], { waitUntil: 'commit' });
    await expect(page.getByTestId('auth-login')).toBeVisible();
    await markServerNode(page, '[data-testid=auth-login]');
    await page.getByLabel('Adresse e-mail').fill('avant@exemple.fr');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const login = page.getByTestId('auth-login');
    await expect(login).toHaveAttribute('data-from-server', 'yes');
    await expect(login).toHaveAttribute('data-kit-instance', /^kit-/);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('avant@exemple.fr');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toHaveCount(1);
    // The form is the page's own once hydrated: its checks run on submit, without a reload.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Merci de saisir votre mot de passe.')).toBeVisible();
    await expect(login).toHaveAttribute('data-from-server', 'yes');
  });

  test('boxes ticked and a field typed before the sign-up form hydrates are the form’s once it has', async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto(ROUTE_PATHS['auth-signup'], { waitUntil: 'commit' });
    const terms = page.getByLabel('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.');
    const age = page.getByLabel('Je certifie avoir 18 ans ou plus.');
    await terms.check();
    await age.check();
    // Ticked and taken back: nothing to give back for it.
    await age.uncheck();
    await page.getByLabel('Prénom').fill('Camille');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('auth-signup')).toHaveAttribute('data-kit-instance', /^kit-/);
    await expect(terms).toBeChecked();
    await expect(age).not.toBeChecked();
    await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
    // The form's own state holds them: its checks on submit complain of the age box alone, not of the terms.
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Le site est réservé aux personnes majeures')).toBeVisible();
    await expect(
      page.getByText(
        'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
      ),
    ).toHaveCount(0);
  });

  test('the limited shop hydrates in place with the goodies the server read', async ({ page }) => {
    await renderedWhole(page, ROUTE_PATHS['shop-limited'], 'data-testid="goody"');
    const release = await holdEntryScript(page);
    await page.goto(ROUTE_PATHS['shop-limited'], { waitUntil: 'commit' });
    await expect(page.getByTestId('goody').first()).toBeVisible();
    await markServerNode(page, '[data-testid=goody]');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('goody').first()).toHaveAttribute('data-from-server', 'yes');
  });

  test("a logged-in visitor's page hydrates in place, then their data arrives", async ({ page }) => {
    await signUp(page.request);
    const release = await holdEntryScript(page);
    await page.goto(ROUTE_PATHS.shop, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'La Grande Boutique' })).toBeVisible();
    await markServerNode(page, '[data-testid=shop]');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const shop = page.getByTestId('shop');
    await expect(shop).toHaveAttribute('data-from-server', 'yes');
    await expect(shop).toHaveAttribute('data-kit-instance', /^kit-/);
    // What only the browser's kit reads comes after hydration: the goodies and the header's stars.
    await expect(page.getByTestId('goody').first()).toBeVisible();
    await expect(page.getByTestId('star-balance')).toContainText('0');
    await expect(shop).toHaveAttribute('data-from-server', 'yes');
  });
});

/**
 * The pages of the phone targets a logged-in visitor opens, with what their server HTML must show: the page's frame,
 * and what the server read for them with their token (their goodies, stars, next goal, receipts).
 */
const VISITOR_PAGES: Array<[path: string, testId: string, heading: string, read: string]> = [
  [ROUTE_PATHS.shop, 'shop', 'La Grande Boutique', 'data-testid="goody"'],
  [ROUTE_PATHS['shop-basket'], 'shop-basket', 'Mon panier', 'Votre panier est vide'],
  [ROUTE_PATHS['game-4'], 'game', 'Tentez votre chance', 'Code unique'],
  [ROUTE_PATHS.profile, 'profile', 'Mon compte', 'pas encore joué'],
  [
    ROUTE_PATHS['profile-history-declarations'],
    'profile-history-declarations',
    'Mes preuves d’achat',
    'déclaré d’achat',
  ],
  [ROUTE_PATHS['profile-history-orders'], 'profile-history-orders', 'Mes commandes', 'commandé de cadeau'],
  [ROUTE_PATHS['profile-addresses'], 'profile-addresses', 'Mes adresses', 'enregistré d’adresse'],
];

test.describe("a logged-in visitor's pages", () => {
  test.use({ viewport: PHONE });

  test('arrive server-rendered for them alone: their header and the page, never stored, never their token', async ({
    page,
    browser,
  }) => {
    const { email } = await signUp(page.request);
    for (const [path, testId, heading, read] of VISITOR_PAGES) {
      const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      const html = await response.text();
      expect(html, path).toContain(`"visitor":"${email}"`);
      expect(html, path).toContain('"page":"complete"');
      expect(html, path).toContain(`data-testid="${testId}"`);
      expect(html, path).toContain(heading);
      expect(html, path).toContain('Camille');
      expect(html, path).toContain(read);
      expect(html, path).not.toContain('accessToken');
    }
    // The home page exists for both: the next anonymous visitor gets the shared page, without Camille in it.
    expect(await (await page.request.get(ROUTE_PATHS.index)).text()).toContain('Camille');
    const anonymous = await browser.newContext();
    const shared = await (await anonymous.request.get(`http://localhost:3000${ROUTE_PATHS.index}`)).text();
    expect(shared).toContain('lgb-server-render');
    expect(shared).not.toContain('Camille');
    expect(shared).not.toContain('"visitor"');
    await anonymous.close();
  });

  test('get the 404 page from the server for a malformed address of their pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await signUp(context.request);
    const page = await context.newPage();
    const path = ROUTE_PATHS['profile-history-declaration'].replace(':uuid', 'pas-un-uuid');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByTestId('error-path')).toHaveText(path);
    await context.close();
  });

  test('show their frame, headings and forms before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await signUp(context.request);
    const page = await context.newPage();
    await page.goto(ROUTE_PATHS['game-4']);
    await expect(page.getByRole('heading', { level: 1, name: /Tentez votre chance/ })).toBeVisible();
    await expect(page.getByLabel('Code unique')).toBeVisible();
    await page.goto(ROUTE_PATHS.profile);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText('Bonjour Camille !')).toBeVisible();
    // The header's stars were read by the server too (a fresh account has none; unread, the chip says « … »).
    await expect(page.getByTestId('star-balance')).toHaveText(/^0\s*étoile$/);
    await expect(page.getByText('Vous n’avez pas encore choisi de prochain objectif.')).toBeVisible();
    await shoot(page, 'server-render-profile-no-js-phone');
    await context.close();
  });

  test('show their orders and saved addresses from the HTML, before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const { email, password } = await signUp(context.request);
    const token = await providerToken(email, password);
    const shipping = {
      title: 'Mme',
      first_name: 'Camille',
      last_name: 'Martin',
      address_1: '10 avenue du Blé',
      postal_code: '69002',
      city: 'Lyon',
      phone_number: '06 12 34 56 78',
      external_email: email,
    };
    await giveStars(email, 200);
    await orderGoody(token, 'goody-mug', shipping);
    await saveAddress(token, { ...shipping, user_defined_identifier: 'Maison' });
    const page = await context.newPage();
    await page.goto(ROUTE_PATHS['profile-history-orders']);
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('order-card')).toContainText('Mug');
    await expect(page.getByTestId('order-status')).toHaveText('en préparation');
    await page.goto(ROUTE_PATHS['profile-addresses']);
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(page.getByTestId('address-card')).toContainText('Maison');
    await expect(page.getByTestId('address-card')).toContainText('10 avenue du Blé');
    // The header's stars on every page of theirs: 200 given, 90 spent on the mug.
    await expect(page.getByTestId('star-balance')).toHaveText(/^110\s*étoiles$/);
    await shoot(page, 'server-render-addresses-no-js-phone');
    await context.close();
  });

  test('get a gift page named after its goody, and the 404 for an unknown goody, from the HTML alone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await signUp(context.request);
    const page = await context.newPage();
    const gift = await page.goto('/la-grande-boutique/cadeau/goody-mug/mug-collector');
    expect(gift?.status()).toBe(200);
    // The server read the catalogue before drawing: the tab names the goody, not « Cadeau ».
    await expect(page).toHaveTitle('Mug collector · La Grande Boutique');
    await expect(page.getByRole('heading', { level: 1, name: 'Mug collector' })).toBeVisible();
    const unknown = '/la-grande-boutique/cadeau/goody-inconnu/mug-collector';
    const missing = await page.goto(unknown);
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page introuvable · La Grande Boutique');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByTestId('error-path')).toHaveText(unknown);
    await context.close();
  });

  test('hydrate a gift page and an unknown goody’s 404 as the server drew them', async ({ page }) => {
    await signUp(page.request);
    // The fixture waits for hydration after each navigation and fails the test on any mismatch.
    await page.goto('/la-grande-boutique/cadeau/goody-mug/mug-collector');
    await expect(page.getByTestId('shop-gift')).toHaveAttribute('data-kit-instance', /^kit-/);
    await expect(page).toHaveTitle('Mug collector · La Grande Boutique');
    await page.goto('/la-grande-boutique/cadeau/goody-inconnu/mug-collector');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable · La Grande Boutique');
  });

  test('hydrate without a mismatch on a phone and on a desktop', async ({ page }) => {
    await signUp(page.request);
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      for (const [path, testId] of VISITOR_PAGES) {
        // The fixture waits for hydration after each navigation and fails the test on any mismatch.
        await page.goto(path);
        await expect(page.getByTestId(testId)).toHaveAttribute('data-kit-instance', /^kit-/);
      }
    }
    await shoot(page, 'server-render-proofs-desktop');
  });
});
