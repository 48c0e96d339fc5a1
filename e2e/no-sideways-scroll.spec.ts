import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pageWidth } from './support/layout-checks';
import { EVERY_ROUTE, walkPages } from './support/route-walk';

/**
 * French typography, checked on the same walk at 1280 px: no ordinary space before « ! ? : ; », none after « or before
 * », none between a number and its unit (« 500 g »): a line never starts with « ! » or « g ».
 */
function typographyFaults(text: string): string[] {
  const faults = [
    ...text.matchAll(/\S {1}[!?:;»]/gu),
    ...text.matchAll(/« /gu),
    ...text.matchAll(/\d (?:g|kg|Mo)(?![\p{L}\p{N}])/gu),
  ];
  return faults.map((match) => text.slice(Math.max(0, (match.index ?? 0) - 30), (match.index ?? 0) + 10));
}

/**
 * No page scrolls sideways, on the narrowest phones (320, 360, 390 px) and at the large breakpoint (1280 px): every
 * route of the route table is walked as a logged-in user with long names and a basket, then as a visitor. A page
 * wider than the viewport fails with what sticks out.
 */
const WIDTHS = [320, 360, 390, 1280] as const;
const SITE = 'http://localhost:3000';
const PATHS = EVERY_ROUTE.map((route) => route.path);

let loggedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const email = `layout-${Date.now()}@example.fr`;
  const signup = await context.request.post(`${SITE}/api/signup`, {
    headers: { Origin: SITE },
    data: {
      email,
      password: 'Farfalle-2025',
      // Long names: they show in the header, the greeting and the forms.
      firstName: 'Marie-Bérangère-Clémentine',
      lastName: 'de La Tour-Dupontavice-Montmorency',
      termsAccepted: true,
      adult: true,
    },
  });
  expect(signup.ok()).toBe(true);
  const basket = await context.request.put(`${SITE}/api/updateBasketInSession`, {
    headers: { Origin: SITE },
    data: { purchases: [{ couponIdentifier: 'goody-mug', quantity: 2 }] },
  });
  expect(basket.ok()).toBe(true);
  loggedIn = await context.storageState();
  await context.close();
});

for (const width of WIDTHS) {
  for (const visitor of ['logged in', 'visitor'] as const) {
    test(`${width} px, ${visitor}: no page is wider than the screen`, async ({ browser }) => {
      test.setTimeout(240_000);
      const phone = width < 600;
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        isMobile: phone,
        hasTouch: phone,
        storageState: visitor === 'logged in' ? loggedIn : undefined,
      });
      const page = await context.newPage();
      const wide: string[] = [];
      const typography: string[] = [];
      const checked = await walkPages(page, PATHS, async (landedOn) => {
        const measured = await pageWidth(page);
        if (measured.scroll > measured.client)
          wide.push(`${landedOn}: ${measured.scroll} px (${measured.culprits.join(', ')})`);
        if (width === 1280) {
          const text = await page.evaluate(() => document.body.innerText);
          for (const fault of typographyFaults(text)) typography.push(`${landedOn}: …${fault}…`);
        }
      });
      await context.close();
      expect(checked.size).toBeGreaterThan(visitor === 'logged in' ? 20 : 10);
      expect(wide, `pages wider than ${width} px`).toEqual([]);
      expect(typography, 'French typography (no-break spaces)').toEqual([]);
    });
  }
}
