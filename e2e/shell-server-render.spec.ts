import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { expect, test } from './support/fixtures';
import { PHONE, signUp } from './support/shell-helpers';

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
    await expect(page.getByRole('heading', { level: 1, name: "S'inscrire" })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
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

  test('a logged-in visitor gets the client render, with their own header', async ({ page }) => {
    await signUp(page.request);
    const response = await page.goto(ROUTE_PATHS.index);
    expect(await response?.text()).not.toContain('lgb-server-render');
    await expect(page.getByTestId('index')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  });
});
