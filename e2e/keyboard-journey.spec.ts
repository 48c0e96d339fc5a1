import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { expectLandedOn } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

/** What the keyboard is on: enough to recognise a link, a field or a button, and to see its focus ring. */
interface Focused {
  tag: string;
  name: string;
  href: string | null;
  visibleFocus: boolean;
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.innerText ?? '') : '';
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? label ?? '') || element.innerText.trim(),
      href: element.getAttribute('href'),
      visibleFocus: ring,
    };
  });
}

/** Presses Tab until the focus is on what `wanted` accepts (bounded: a page has fewer than 80 stops before it). */
async function tabTo(page: Page, what: string, wanted: (element: Focused) => boolean): Promise<Focused> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (element && wanted(element)) {
      expect(element.visibleFocus, `${what} shows where the focus is`).toBe(true);
      return element;
    }
  }
  throw new Error(`Tab never reached ${what}`);
}

test('keyboard only: log in, open the shop, then the basket (Chromium)', async ({ page, consoleErrors }) => {
  const account = await signUp(page.request);
  await page.context().clearCookies();

  await page.goto(ROUTE_PATHS.index);
  await expect(page.getByTestId('index')).toBeVisible();
  await tabTo(page, 'the Connexion link', (element) => element.href === ROUTE_PATHS.auth);
  await page.keyboard.press('Enter');
  await expectLandedOn(page, ROUTE_PATHS.auth);

  await tabTo(page, 'the way to the login form', (element) => element.href === ROUTE_PATHS['auth-login']);
  await page.keyboard.press('Enter');
  await expectLandedOn(page, ROUTE_PATHS['auth-login']);

  await tabTo(page, 'the e-mail field', (element) => element.tag === 'input' && element.name.includes('e-mail'));
  await page.keyboard.type(account.email);
  await tabTo(
    page,
    'the password field',
    (element) => element.tag === 'input' && element.name.includes('Mot de passe'),
  );
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await tabTo(page, 'the shop in the main navigation', (element) => element.href === ROUTE_PATHS.shop);
  await page.keyboard.press('Enter');
  await expectLandedOn(page, ROUTE_PATHS.shop);
  await expect(page.getByTestId('shop')).toBeVisible();

  await tabTo(page, 'the basket link', (element) => element.href === ROUTE_PATHS['shop-basket']);
  await page.keyboard.press('Enter');
  await expectLandedOn(page, ROUTE_PATHS['shop-basket']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
