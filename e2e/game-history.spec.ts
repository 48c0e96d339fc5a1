import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { GAME_PATH, mintCode, participationsOf, playCode } from './game-support';
import { expect, test } from './support/fixtures';
import { paintedContrasts } from './support/painted-contrast';
import { PHONE, shoot, signUp } from './support/shell-helpers';

/**
 * The game's history on a 390 px phone: the browser's Back and Forward through the reveal and both steps of the
 * winner's claim land on a screen that says what waits, with what was typed kept; a claim taken up again (the tab
 * closed halfway) starts where it stopped. Still pages (reduced motion): the contrast of the game's stage is measured
 * on what is painted.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

const WAITING_LINE = 'Le résultat s’affiche dans quelques secondes…';

async function expectReadable(page: Page): Promise<void> {
  const under = (await paintedContrasts(page)).filter((contrast) => contrast.ratio < contrast.needed);
  expect(under, 'texts under their contrast').toEqual([]);
}

async function fillStep1(page: Page): Promise<void> {
  const form = page.getByTestId('participation');
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Téléphone').fill('0601020304');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/[?&]etape=adresse/);
}

test('Back during the reveal: the result waits in view; Forward: the reveal, whose waiting line goes once it shows; then the prize waits', async ({
  page,
}) => {
  await signUp(page.request);
  const code = await mintCode('win', 'headset');
  await playCode(page, code);
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await expect(page.getByText(WAITING_LINE)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(GAME_PATH);
  const waiting = page.getByTestId('game-resume');
  await expect(waiting).toContainText('Votre résultat vous attend');
  await expect(waiting).toContainText(`Votre code ${code} est enregistré`);
  await expect(waiting).toBeInViewport();
  await shoot(page, '36/game-back-from-reveal-390');

  await page.goForward();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await expect(page.getByTestId('result-outcome')).toContainText('Gagné !');
  await expect(page.getByText(WAITING_LINE)).toHaveCount(0);
  await expect(page.getByText('Votre participation est enregistrée.')).toBeVisible();
  await expectReadable(page);
  await shoot(page, '36/game-result-shown-390');

  // Once shown, the result no longer waits: the prize does, and the banner's button goes to it.
  await page.goBack();
  const prize = page.getByTestId('game-resume');
  await expect(prize).toContainText('Un gain vous attend');
  await expect(prize).not.toContainText('Votre résultat vous attend');
  await prize.getByRole('button', { name: 'Compléter ma participation' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
});

test('Back and Forward through both steps of the claim keep what was typed; Back from step 1 shows the prize waiting', async ({
  page,
}) => {
  const { email } = await signUp(page.request);
  const code = await mintCode('win', 'speaker');
  await playCode(page, code);
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-winner']);
  await expect(page.getByTestId('game-winner')).toContainText('Vous avez gagné : une enceinte Bluetooth !');
  await expectReadable(page);

  await fillStep1(page);
  const form = page.getByTestId('participation');
  await expect(form.getByText('Étape 2 sur 2')).toBeInViewport();
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Coquillettes');
  await form.getByLabel('Code postal').fill('69002');

  await page.goBack();
  await expect(page).not.toHaveURL(/etape=/);
  await expect(form.getByText('Étape 1 sur 2')).toBeVisible();
  await expect(form.getByLabel('Civilité')).toHaveValue('Mme');
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 01 02 03 04');
  await shoot(page, '36/game-back-from-step-2-390');

  await page.goForward();
  await expect(form.getByText('Étape 2 sur 2')).toBeVisible();
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Coquillettes');
  await expect(form.getByLabel('Code postal')).toHaveValue('69002');

  // « Retour » is the same Back.
  await form.getByRole('button', { name: 'Retour' }).click();
  await expect(form.getByText('Étape 1 sur 2')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(GAME_PATH);
  const waiting = page.getByTestId('game-resume');
  await expect(waiting).toContainText('Un gain vous attend !');
  await expect(waiting).toBeInViewport();
  await shoot(page, '36/game-back-from-bravo-390');

  await waiting.getByRole('button', { name: 'Compléter ma participation' }).click();
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 01 02 03 04');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Coquillettes');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page.getByTestId('participation-completed')).toBeVisible();
  expect(await participationsOf(email)).toEqual([expect.objectContaining({ code, complete: true })]);
});

test('a claim left at step 2 (its tab closed) starts again at step 2 with what was typed, phone and civility included', async ({
  context,
}) => {
  const first = await context.newPage();
  const { email } = await signUp(first.request);
  const code = await mintCode('win', 'micro-bam');
  await playCode(first, code);
  await first.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await first.getByRole('button', { name: 'Continuer' }).click();
  await fillStep1(first);
  await first.getByTestId('participation').getByLabel('Adresse', { exact: true }).fill('3 place des Farfalle');
  await first.close();

  const page = await context.newPage();
  await page.goto(ROUTE_PATHS.profile);
  await page.getByTestId('participation').getByRole('link', { name: 'Compléter ma participation' }).click();
  const form = page.getByTestId('participation');
  await expect(form.getByText('Étape 2 sur 2')).toBeVisible();
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('3 place des Farfalle');
  await shoot(page, '36/game-resumed-at-step-2-390');
  await form.getByRole('button', { name: 'Retour' }).click();
  await expect(form.getByLabel('Civilité')).toHaveValue('Mme');
  await expect(form.getByLabel('Téléphone')).toHaveValue('06 01 02 03 04');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await form.getByLabel('Code postal').fill('13001');
  await form.getByLabel('Ville').fill('Marseille');
  await form.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page.getByTestId('participation-completed')).toBeVisible();
  const [completed] = await participationsOf(email);
  expect(completed).toMatchObject({
    code,
    complete: true,
    user_information_fields: expect.objectContaining({ title: 'Mme', phone_number: '0601020304', city: 'Marseille' }),
  });
});
