import { ROUTE_PATHS, pathTo } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

type KitWindow = Window & {
  __LA_GRANDE_BOUTIQUE_SHARED_KIT__?: { kit: { instanceId: string }; seenBy: Record<string, unknown> };
};

test('the home page renders in Chromium', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByTestId('index')).toBeVisible();
  await expect(page).toHaveTitle(/La Grande Boutique/);
  expect(consoleErrors).toEqual([]);
});

const ONE_ROUTE_PER_REMOTE = [
  { remote: 'auth', path: ROUTE_PATHS['reset-password'], testId: 'reset-password' },
  { remote: 'account', path: ROUTE_PATHS['profile-infos'], testId: 'profile-infos' },
  { remote: 'shop', path: ROUTE_PATHS['shop-basket'], testId: 'shop-basket' },
  { remote: 'game', path: ROUTE_PATHS['game-4'], testId: 'game' },
] as const;

// Account and shop pages are for logged-in users (ROLE-2): each journey starts with a fresh account.
test.beforeEach(async ({ page }) => {
  await signUp(page.request);
});

for (const { remote, path, testId } of ONE_ROUTE_PER_REMOTE) {
  test(`a route of the ${remote} remote renders its page`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('the host and every remote see the very same kit instance', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByTestId('index')).toBeVisible();
  const hostKit = await page.getByTestId('index').getAttribute('data-kit-instance');
  expect(hostKit).toBeTruthy();

  for (const { path, testId } of ONE_ROUTE_PER_REMOTE) {
    // Client-side navigation: the same page, so the same JavaScript realm and singletons.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByTestId(testId)).toHaveAttribute('data-kit-instance', hostKit!);
  }

  const identical = await page.evaluate(() => {
    const registry = (window as KitWindow).__LA_GRANDE_BOUTIQUE_SHARED_KIT__;
    if (!registry) return null;
    const seen = registry.seenBy;
    return {
      apps: Object.keys(seen).sort(),
      allSame: Object.values(seen).every((kit) => kit === registry.kit),
    };
  });
  // The remotes reach the kit through the page's runtime, which the host builds from the one it claimed.
  expect(identical).toEqual({ apps: ['host'], allSame: true });
  expect(consoleErrors.filter((text) => text.includes('[shared-kit]') || text.includes('[federation]'))).toEqual([]);
});

test('an unknown path shows « Page introuvable » with the full path', async ({ page }) => {
  await page.goto('/cette-page/nexiste-pas?x=1');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByTestId('error-path')).toHaveText('/cette-page/nexiste-pas?x=1');
});

test('a malformed dynamic segment is a 404 too', async ({ page }) => {
  await page.goto(pathTo('profile-history-declaration', { uuid: 'pas-un-uuid' }));
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.goto('/la-grande-boutique/cadeau/goody%20mug/ecouteurs');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
