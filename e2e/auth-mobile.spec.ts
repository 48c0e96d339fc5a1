import { devices } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';

test.use({ viewport: devices['iPhone SE'].viewport, hasTouch: true, isMobile: true });

const PAGES = [
  { path: ROUTE_PATHS.auth, testId: 'auth' },
  { path: ROUTE_PATHS['auth-login'], testId: 'auth-login' },
  { path: ROUTE_PATHS['auth-signup'], testId: 'auth-signup' },
  { path: ROUTE_PATHS['reset-password'], testId: 'reset-password' },
] as const;

for (const { path, testId } of PAGES) {
  test(`${path} fits a phone screen with touch-sized controls`, async ({ page }) => {
    await page.goto(path);
    const card = page.getByTestId(testId);
    await expect(card).toBeVisible();
    const viewportWidth = page.viewportSize()?.width ?? 0;
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= viewportWidth).toBe(true);
    for (const control of await card.locator('input:not([type="checkbox"]), button, a').all()) {
      const size = await control.boundingBox();
      expect(
        size && size.x >= 0 && size.x + size.width <= viewportWidth,
        await control.evaluate((node) => node.outerHTML),
      ).toBe(true);
    }
    for (const field of await card.locator('input:not([type="checkbox"]), button').all()) {
      const size = await field.boundingBox();
      expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
}
