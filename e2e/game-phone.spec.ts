import { ROUTE_PATHS } from 'shared-kit';
import { completeParticipation, GAME_PATH, mintCode, participationsOf, playCode } from './game-support';
import { expect, test } from './support/fixtures';
import { PHONE, shoot, signUp } from './support/shell-helpers';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

test('on a 390 px phone: code, receipt, reveal, bravo and the two steps, nothing wider than the screen', async ({
  page,
}) => {
  const { email } = await signUp(page.request);
  const code = await mintCode('win', 'micro-bam');
  await page.goto(GAME_PATH);
  await expect(page.getByTestId('game-play-form')).toBeVisible();
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await fits();
  await shoot(page, 'game-phone-play');
  await playCode(page, code);
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await fits();
  await shoot(page, 'game-phone-result-waiting');
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await expect(page.getByRole('img', { name: 'Un micro karaoké BAM' })).toBeVisible();
  await page.waitForTimeout(800);
  await shoot(page, 'game-phone-result-won');
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner'], { timeout: 8_000 });
  await fits();
  await shoot(page, 'game-phone-bravo');
  await completeParticipation(page, 'Marseille');
  await expect(page.getByTestId('participation-completed')).toBeVisible();
  await fits();
  await shoot(page, 'game-phone-completed');
  expect(await participationsOf(email)).toEqual([expect.objectContaining({ code, complete: true })]);
});
