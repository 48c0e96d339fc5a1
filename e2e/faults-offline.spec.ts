import { ROUTE_PATHS } from 'shared-kit';
import { fillPlayForm, GAME_PATH, mintCode } from './game-support';
import { expect, test } from './support/fixtures';
import { shoot, signUp } from './support/shell-helpers';

/** A phone that loses the network in the middle of a participation (the browser's offline mode, over CDP). */
test.describe('offline', () => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`${viewport.name}: the banner says so, « Valider » waits for the network with its reason, and plays once back`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await signUp(page.request);
      const code = await mintCode('lose');
      await page.goto(GAME_PATH);
      await fillPlayForm(page, code);
      const banner = page.getByTestId('connection-banner');
      const validate = page.getByRole('button', { name: 'Valider ma participation' });
      await expect(validate).toBeEnabled();
      await expect(banner).toBeEmpty();

      await context.setOffline(true);
      await expect(banner).toContainText('Vous êtes hors connexion.');
      await expect(validate).toBeDisabled();
      await expect(validate).toHaveAccessibleDescription('Indisponible hors connexion');
      await expect(page.getByLabel('Code unique')).toHaveValue(code);
      await shoot(page, `offline-${viewport.name}-game`);

      await context.setOffline(false);
      await expect(banner).toHaveText('Connexion rétablie.');
      await expect(validate).toBeEnabled();
      await expect(banner).toBeEmpty({ timeout: 10_000 });
      await validate.click();
      await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
    });
  }
});
