import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

/** SESSION-2, against the real stack: the provider's 401 and a failing logout. */
test('a 401 from the provider logs the user out with the French toast and goes home', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/mon-compte');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  // The card request is the next provider call the header makes: the provider now refuses the token.
  await page.route('**/api/fidmarquesv3/card_slots**', (route) =>
    route.fulfill({ status: 401, json: { code: 'unauthorized', user_message: 'Session expirée.' } }),
  );
  await page.evaluate(() => {
    const registry = (
      window as unknown as { __LA_GRANDE_BOUTIQUE_SHARED_KIT__?: { bus: { emit(e: string, p: object): void } } }
    ).__LA_GRANDE_BOUTIQUE_SHARED_KIT__;
    registry?.bus.emit('card:refresh', {});
  });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  await expect(page.getByTestId('index')).toBeVisible();
});

test('a logout the server refuses shows the critical error and reloads the page after 5 s', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/faq');
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Indisponible' } }),
  );
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
  await page.getByTestId('account-menu').click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Une erreur critique est survenue, nous allons recharger la page.' }),
  ).toBeVisible();
  await page.waitForEvent('load', { timeout: 8_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
});
