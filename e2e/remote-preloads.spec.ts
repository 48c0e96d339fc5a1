import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { expect, test } from './support/fixtures';
import { PHONE, signUp } from './support/shell-helpers';

/**
 * A remote's page announces its code in the HTML (session-server/src/http/remote-preloads.ts): the browser fetches
 * the remote's entry and the page's first chunks with the host's code instead of after it, each once, and the
 * connection to the provider is opened early.
 */

const announced = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1] ?? '');

/** The page's HTML once the server has read the remotes' manifests (it reads them in the background). */
async function htmlOnceAnnounced(page: Page, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();
        return announced(html).length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(1);
  return html;
}

async function scriptLoads(page: Page, path: string): Promise<{ loads: string[]; warnings: string[] }> {
  const loads: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loads.push(request.url());
  });
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.goto(path);
  return { loads, warnings };
}

test.describe('remote pages announce their code', () => {
  test.use({ viewport: PHONE });

  for (const [path, remote, testId] of [
    [ROUTE_PATHS['auth-login'], 'auth', 'auth-login'],
    [ROUTE_PATHS['shop-limited'], 'shop', 'shop-limited'],
  ] as const) {
    test(`${path}: the ${remote} entry and the page's chunks, fetched once each`, async ({ page }) => {
      const html = await htmlOnceAnnounced(page, path);
      const urls = announced(html);
      expect(urls.find((url) => url.endsWith('/remoteEntry.js'))).toBeDefined();
      expect(urls.length).toBeGreaterThan(1);
      expect(html).toMatch(/<link rel="preconnect" href="http:\/\/localhost:4000" crossorigin>/);

      const { loads, warnings } = await scriptLoads(page, path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      for (const url of urls)
        expect(
          loads.filter((load) => load === url),
          url,
        ).toHaveLength(1);
      // Chromium says so a few seconds after load when a preload matched no script of the page.
      await page.waitForTimeout(3_500);
      expect(warnings).toEqual([]);
    });
  }

  test('a logged-in visitor of the shop is announced the shop page, not the limited one', async ({ page }) => {
    await signUp(page.request);
    const html = await htmlOnceAnnounced(page, ROUTE_PATHS.shop);
    const limited = await htmlOnceAnnounced(page, ROUTE_PATHS['shop-limited']);
    expect(announced(html)).not.toEqual(announced(limited));
    const { warnings } = await scriptLoads(page, ROUTE_PATHS.shop);
    await expect(page.getByTestId('shop').first()).toBeVisible();
    await page.waitForTimeout(3_500);
    expect(warnings).toEqual([]);
  });
});
