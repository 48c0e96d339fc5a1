import { ROUTE_PATHS } from 'shared-kit';
import { completeParticipation, GAME_PATH, participationsOf, playCode } from './game-support';
import { expect, test } from './support/fixtures';
import { shoot, signUp } from './support/shell-helpers';

/**
 * GAME-FLOW-1 with the game open through configuration (e2e/support/test-env: GAME_START
 * and GAME_END around now): code → receipts → result → bravo/dommage → participation.
 */
test.describe.configure({ timeout: 90_000 });

test('a winning seeded code: result, bravo, a reload keeps it, the participation completes in the sandbox', async ({
  page,
  consoleErrors,
}) => {
  const { email } = await signUp(page.request);
  await page.goto(GAME_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentez votre chance : Star Academy');
  await shoot(page, 'game-desktop-play');
  await playCode(page, 'WINSPEAK');

  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  const reveal = page.getByTestId('result-reveal');
  await expect(reveal).toHaveAttribute('data-revealed', 'false');
  await shoot(page, 'game-desktop-result-waiting');
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await expect(page.getByTestId('result-outcome')).toContainText('Gagné !');
  await expect(page.getByRole('img', { name: 'Une enceinte Bluetooth' })).toBeVisible();
  await page.waitForTimeout(800);
  await shoot(page, 'game-desktop-result-won');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
  await expect(page.getByTestId('game-winner')).toContainText('Vous avez gagné : une enceinte Bluetooth !');
  // The receipt reached the provider and is linked to the code before the result was shown.
  const [linked] = await participationsOf(email);
  expect(linked).toMatchObject({ code: 'WINSPEAK', complete: false, receipt_kit_uuid: expect.any(String) });

  await page.reload();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
  await expect(page.getByTestId('game-winner')).toContainText('Une enceinte Bluetooth');
  await shoot(page, 'game-desktop-bravo');
  await completeParticipation(page);
  await expect(page.getByTestId('participation-completed')).toContainText('Participation enregistrée !');
  await shoot(page, 'game-desktop-bravo-completed');

  const [completed] = await participationsOf(email);
  expect(completed).toMatchObject({
    code: 'WINSPEAK',
    complete: true,
    user_information_fields: expect.objectContaining({
      title: 'Mme',
      city: 'Lyon',
      postal_code: '69002',
      phone_number: '0601020304',
    }),
  });
  expect(consoleErrors).toEqual([]);
});

test('a losing code: the reveal opens by itself, then dommage; « Rejouer » starts again, the shop is a link away', async ({
  page,
}) => {
  await signUp(page.request);
  await playCode(page, 'LOSE0001');
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  const started = Date.now();
  await expect(page.getByTestId('result-outcome')).toContainText('Perdu…', { timeout: 8_000 });
  expect(Date.now() - started).toBeGreaterThan(3_500);
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-loser'], { timeout: 8_000 });
  expect(Date.now() - started).toBeGreaterThan(8_500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dommage !');
  await expect(page.getByRole('link', { name: 'Découvrir La Grande Boutique' })).toHaveAttribute(
    'href',
    ROUTE_PATHS.shop,
  );
  await shoot(page, 'game-desktop-dommage');
  await page.getByRole('button', { name: 'Rejouer avec un autre code' }).click();
  await expect(page).toHaveURL(GAME_PATH);
  await expect(page.getByLabel('Code unique')).toHaveValue('');
});

test('PREVWON1 goes straight to bravo with the participation incomplete', async ({ page }) => {
  const { email } = await signUp(page.request);
  await playCode(page, 'PREVWON1');
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
  await expect(page.getByTestId('participation-incomplete')).toContainText(
    'votre participation n’est pas encore complète',
  );
  await expect(page.getByRole('img', { name: 'Un pack de goodies La Grande Boutique' })).toBeVisible();
  expect(await participationsOf(email)).toEqual([
    expect.objectContaining({ code: 'PREVWON1', has_previously_won: true, complete: false }),
  ]);
});

test('leaving every game route forgets the participation; a direct visit goes back to the first page', async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto(ROUTE_PATHS['game-4-winner']);
  await expect(page).toHaveURL(GAME_PATH);
  await playCode(page, 'LOSE0002');
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await page.getByRole('link', { name: 'La Grande Boutique', exact: true }).first().click();
  await expect(page).toHaveURL(ROUTE_PATHS.shop);
  await page.goto(ROUTE_PATHS['game-4-result']);
  await expect(page).toHaveURL(GAME_PATH);
  await expect(page.getByTestId('game-play-form')).toBeVisible();
});
