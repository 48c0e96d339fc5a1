import { expect, test } from './support/fixtures';
import { PHONE, shoot } from './support/shell-helpers';

/** LAYOUT-3: every public page of the shell, its French title, breadcrumb and background. */
const PUBLIC_PAGES = [
  {
    path: '/',
    testId: 'index',
    heading: /Le jeu Star Academy est ouvert/,
    title: /^La Grande Boutique · /,
    crumb: null,
    background: 'primary',
  },
  {
    path: '/produits-eligibles',
    testId: 'eligible-products',
    heading: 'Produits éligibles',
    title: 'Produits éligibles · La Grande Boutique',
    crumb: 'Produits éligibles',
    background: 'tertiary',
  },
  {
    path: '/faq',
    testId: 'faq',
    heading: 'Aide et FAQ',
    title: 'Aide et FAQ · La Grande Boutique',
    crumb: 'Aide et FAQ',
    background: 'tertiary',
  },
  {
    path: '/comment-participer',
    testId: 'how-to-participate',
    heading: 'Comment participer ?',
    title: 'Comment participer ? · La Grande Boutique',
    crumb: 'Comment participer ?',
    background: 'primary',
  },
  {
    path: '/mentions-legales',
    testId: 'legal-notices',
    heading: 'Mentions légales',
    title: 'Mentions légales · La Grande Boutique',
    crumb: 'Mentions légales',
    background: 'tertiary',
  },
  {
    path: '/legal-notices',
    testId: 'legal-notices',
    heading: 'Mentions légales',
    title: 'Mentions légales · La Grande Boutique',
    crumb: 'Mentions légales',
    background: 'tertiary',
  },
  {
    path: '/conditions-de-la-boutique',
    testId: 'shop-conditions',
    heading: 'Conditions de la Boutique',
    title: 'Conditions de la Boutique · La Grande Boutique',
    crumb: 'Conditions de la Boutique',
    background: 'tertiary',
  },
  {
    path: '/show',
    testId: 'show',
    heading: 'La Grande Boutique en images',
    title: 'La Grande Boutique en images · La Grande Boutique',
    crumb: null,
    background: 'primary',
  },
] as const;

for (const page of PUBLIC_PAGES) {
  test(`${page.path} shows its page with title, breadcrumb and background`, async ({
    page: browser,
    consoleErrors,
  }) => {
    await browser.goto(page.path);
    await expect(browser.getByTestId(page.testId)).toBeVisible();
    await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    await expect(browser).toHaveTitle(page.title);
    await expect(browser.locator('[data-layout]')).toHaveAttribute('data-background', page.background);
    const crumbs = browser.getByRole('navigation', { name: 'Fil d’Ariane' });
    if (page.crumb) {
      await expect(crumbs.getByRole('link', { name: 'Accueil' })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(page.crumb);
    } else {
      await expect(crumbs).toHaveCount(0);
    }
    // The English alias is the same page: search engines are sent to its French address.
    const canonicalPath = page.path === '/legal-notices' ? '/mentions-legales' : page.path;
    await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:3000${canonicalPath}`,
    );
    await shoot(browser, `desktop${page.path === '/' ? '-home' : page.path.replace(/\//g, '-')}`);
    expect(consoleErrors).toEqual([]);
  });
}

test('eligible products come from the provider with their images', async ({ page }) => {
  await page.goto('/produits-eligibles');
  const list = page.getByTestId('eligible-products-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const image = list.getByRole('img').first();
  await expect(image).toHaveAttribute('src', /^https?:\/\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a FAQ question opens from its link, and the page scrolls to it', async ({ page }) => {
  await page.goto('/faq#delais-de-livraison');
  const question = page.getByRole('button', { name: 'Quels sont les délais de livraison ?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('sous 4 à 6 semaines').first()).toBeInViewport();
  await page.getByRole('button', { name: 'Comment gagner des étoiles ?' }).click();
  await expect(page.getByRole('button', { name: 'Comment gagner des étoiles ?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test("an unknown path shows the 404 with its full path, inside the site's header and footer, with French help", async ({
  page,
}) => {
  const response = await page.goto('/des-pates/introuvables?sauce=tomate');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByTestId('error-path')).toHaveText('/des-pates/introuvables?sauce=tomate');
  await expect(page).toHaveTitle('Page introuvable · La Grande Boutique');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The spec's title of the error stays, on its own line, said as English.
  await expect(page.getByTestId('error-code')).toHaveText('Erreur 404 · Page Not Found');
  await expect(page.getByTestId('error-code').locator('[lang="en"]')).toHaveText('Page Not Found');
  await shoot(page, 'error-404');
  await page.getByRole('navigation', { name: 'Pages utiles' }).getByRole('link', { name: 'Aide et FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByTestId('faq')).toBeVisible();
});

test('an error thrown anywhere on the page shows the full-page 500', async ({ page }) => {
  await page.goto('/comment-participer');
  await expect(page.getByTestId('how-to-participate')).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('panne de cuisson');
    }, 0);
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeVisible();
  await expect(page.getByTestId('error-code')).toHaveText('Erreur 500 · Internal Server Error');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '500');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await shoot(page, 'error-500');
});

test('the dark theme applies everywhere and is remembered', async ({ page }) => {
  await page.goto('/faq');
  const frame = page.locator('[data-layout]');
  const light = await frame.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await expect(page.getByRole('button', { name: 'Thème clair' })).toBeVisible();
  const dark = await frame.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(dark).not.toBe(light);
  await shoot(page, 'dark-faq');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Thème clair' })).toBeVisible();
  await shoot(page, 'dark-home');
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the zoom is locked (LAYOUT-5)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=1(,|$)/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the navigation folds into a menu and every page stays readable', async ({ page }) => {
    await page.goto('/');
    // LAYOUT-5: the zoom is locked on iPhone only; this phone (not an iPhone) may zoom.
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute('content', /maximum-scale/);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'phone-home');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await expect(menu).toBeVisible();
    await shoot(page, 'phone-menu');
    await menu.getByRole('link', { name: 'Aide et FAQ' }).click();
    await expect(page.getByTestId('faq')).toBeVisible();
    await expect(menu).toBeHidden();
    await shoot(page, 'phone-faq');
    for (const path of ['/produits-eligibles', '/comment-participer', '/conditions-de-la-boutique']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, `phone${path.replace(/\//g, '-')}`);
    }
  });
});

test('the language cookie says fr for 365 days, on /, SameSite Lax', async ({ page, context }) => {
  await page.goto('/faq');
  await expect(page.getByTestId('faq')).toBeVisible();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});
