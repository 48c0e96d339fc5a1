import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

/**
 * Found and shared: what a crawler and a link preview read, with a plain HTTP client (no JavaScript), and
 * what the browser keeps in the head after a navigation.
 */
const SITE = 'http://localhost:3000';
const PRIVATE = ['/mon-compte', '/la-grande-boutique/panier', '/la-grande-boutique/commande', '/reinitialiser'];

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html))?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1] ?? null;

test('robots.txt and sitemap.xml say what may be indexed; every sitemap address answers 200 and is canonical', async () => {
  const robots = await fetch(`${SITE}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /mon-compte', 'Disallow: /api/']));
  expect(rules).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const sitemap = await fetch(`${SITE}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(urls).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/faq`, `${SITE}${ROUTE_PATHS['game-4']}`]));
  for (const url of urls) {
    expect(
      PRIVATE.some((path) => new URL(url).pathname.startsWith(path)),
      url,
    ).toBe(false);
    const page = await fetch(url, { headers: { Accept: 'text/html' } });
    expect({ url, status: page.status }).toEqual({ url, status: 200 });
    const html = await page.text();
    expect({ url, canonical: canonicalOf(html) }).toEqual({ url, canonical: url });
    expect(page.headers.get('x-robots-tag'), url).toBeNull();
  }
  // An unknown address is a 404, never listed.
  expect((await fetch(`${SITE}/nulle-part`, { headers: { Accept: 'text/html' } })).status).toBe(404);
  expect(xml).not.toContain('nulle-part');
});

/** The natural size of an image, as the browser decodes it. */
async function imageSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  await page.goto(url);
  return page.locator('img').evaluate((image: HTMLImageElement) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));
}

test('the home page’s HTML, without JavaScript, carries its description and its link preview', async ({ page }) => {
  const html = await (await fetch(`${SITE}/?utm_source=chat`, { headers: { Accept: 'text/html' } })).text();
  expect(metaContent(html, 'name', 'description')).toMatch(/^Déclarez vos achats de pâtes/);
  expect(metaContent(html, 'property', 'og:title')).toBe('La Grande Boutique · Vos pâtes vous font gagner des cadeaux');
  expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE}/`);
  expect(canonicalOf(html)).toBe(`${SITE}/`);
  expect(metaContent(html, 'property', 'og:locale')).toBe('fr_FR');
  expect(metaContent(html, 'property', 'og:site_name')).toBe('La Grande Boutique');
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  const image = metaContent(html, 'property', 'og:image') ?? '';
  expect(image).toMatch(/^http:\/\/localhost:3000\/.+\.jpg$/);
  const answer = await fetch(image);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  expect(await imageSize(page, image)).toEqual({ width: 1200, height: 630 });

  // The game's own preview, for a link sent in a family chat.
  const game = await (await fetch(`${SITE}${ROUTE_PATHS['game-4']}`, { headers: { Accept: 'text/html' } })).text();
  expect(metaContent(game, 'property', 'og:image')).toBe(`${SITE}/images/partage/jeu-4.jpg`);
  expect(await imageSize(page, `${SITE}/images/partage/jeu-4.jpg`)).toEqual({ width: 1200, height: 630 });
  expect(metaContent(game, 'property', 'og:description')).toContain('Star Academy');
});

test('icons and the web manifest give the brand’s tile', async ({ page }) => {
  const html = await (await fetch(`${SITE}/faq`, { headers: { Accept: 'text/html' } })).text();
  for (const [href, type] of [
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/icons/icon.svg', 'image/svg+xml'],
    ['/icons/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ] as const) {
    expect(headOf(html)).toContain(`href="${href}"`);
    const answer = await fetch(`${SITE}${href}`);
    expect({ href, status: answer.status, type: answer.headers.get('content-type')?.split(';')[0] }).toEqual({
      href,
      status: 200,
      type,
    });
  }
  const manifest = (await (await fetch(`${SITE}/manifest.webmanifest`)).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'La Grande Boutique', lang: 'fr', theme_color: '#c8102e' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    expect((await fetch(`${SITE}${icon.src}`)).status).toBe(200);
    const [width, height] = icon.sizes.split('x').map(Number);
    if (width) expect(await imageSize(page, `${SITE}${icon.src}`)).toEqual({ width, height });
  }
});

test('private pages say noindex, on the server and after a navigation in the browser', async ({ page }) => {
  await signUp(page.request);
  const account = await page.request.get(ROUTE_PATHS.profile, { headers: { Accept: 'text/html' } });
  expect(account.headers()['x-robots-tag']).toBe('noindex');
  expect(await account.text()).toContain('<meta name="robots" content="noindex" />');

  await page.goto(ROUTE_PATHS.faq);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.getByTestId('account-menu').click();
  await page.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['profile-infos']);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Vos informations personnelles/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${ROUTE_PATHS['profile-infos']}`);
});
