import { ROUTE_PATHS } from 'shared-kit';
import { completeParticipation, GAME_PATH, mintCode, participationsOf, playCode, receiptPdf } from './game-support';
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

test('on a 390 px phone: a refused code and a file over 8 Mo are said in view, next to what caused them', async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto(GAME_PATH);
  const form = page.getByTestId('game-play-form');
  // Two receipts: the second picker is far below the first on a phone.
  await form.getByLabel('Ajouter un fichier').setInputFiles(receiptPdf());
  await form.getByRole('button', { name: '+ Ajouter une preuve d’achat' }).click();
  const second = form.getByTestId('receipt-group').nth(1);
  await second.getByLabel('Ajouter un fichier').setInputFiles(receiptPdf('enorme.pdf', 8 * 1024 * 1024));
  const refusal = second.getByTestId('receipt-notices');
  await expect(refusal).toContainText('ferait dépasser la limite de 8');
  await expect(refusal).toBeInViewport();
  await shoot(page, 'game-phone-8mo-refusal');
  await second.getByRole('button', { name: 'Retirer cette preuve d’achat' }).click();

  await form.getByLabel('Code unique').fill('ZZZZ9999');
  await form.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }).check();
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  // The message appears under the code field, far above the button: the field comes back into view, focused.
  await expect(page.getByTestId('burn-error')).toHaveText('Code invalide');
  await expect(page.getByTestId('burn-error')).toBeInViewport();
  await expect(form.getByLabel('Code unique')).toBeFocused();
  await shoot(page, 'game-phone-code-refused');
});
