import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { fillPlayForm, GAME_PATH, mintCode, receiptPdf } from './game-support';
import { expect, test } from './support/fixtures';
import { withSandboxFault } from './support/sandbox-faults';
import { shoot, signUp } from './support/shell-helpers';

/** GAME-BURN-2 burn messages next to the field, the code and the file kept after each; RECEIPT-4 8 MiB. */
async function expectBurnError(page: Page, code: string, message: string): Promise<void> {
  await page.goto(GAME_PATH);
  await fillPlayForm(page, code);
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  const error = page.getByTestId('burn-error');
  await expect(error).toHaveText(message);
  await expect(page.getByLabel('Code unique')).toHaveValue(code);
  await expect(page.getByLabel('Code unique')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('game-play-form').getByText('ticket.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider ma participation' })).toBeEnabled();
  await expect(page).toHaveURL(GAME_PATH);
}

test('seeded error codes show their French message word for word', async ({ page }) => {
  await signUp(page.request);
  await expectBurnError(page, 'CODEINCONNU', 'Code invalide');
  await expectBurnError(page, 'NOACCES1', 'Code non valide');
  await expectBurnError(page, 'BURNED01', 'Code déjà utilisé');
  await shoot(page, 'game-desktop-burn-error');
  await expectBurnError(page, 'EXPIRED1', 'Vous avez rentré ce code il y a trop longtemps, il a expiré');
});

test('codes minted through the sandbox controls: not accessible, expired, and one burned twice', async ({ page }) => {
  await signUp(page.request);
  await expectBurnError(page, await mintCode('not_accessible'), 'Code non valide');
  await expectBurnError(page, await mintCode('expired'), 'Vous avez rentré ce code il y a trop longtemps, il a expiré');
  const once = await mintCode('lose');
  await page.goto(GAME_PATH);
  await fillPlayForm(page, once);
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
  await expectBurnError(page, once, 'Code déjà utilisé');
});

test('a hung code burn: a French message at the deadline, the code and the file kept, and trying again plays', async ({
  page,
}) => {
  const { email } = await signUp(page.request);
  const code = await mintCode('lose');
  await page.goto(GAME_PATH);
  await fillPlayForm(page, code);
  const validate = page.getByRole('button', { name: 'Valider ma participation' });
  // The provider answers the burn only after 40 s: past the 15 s deadline of a write.
  await withSandboxFault({ operation: 'burn_uniq_code', delay_ms: 40_000, email }, async () => {
    const clicked = Date.now();
    await validate.click();
    await expect(
      page.getByText(
        'Le jeu met trop de temps à répondre. Vérifiez votre connexion puis réessayez dans un instant\u00a0: votre code et vos fichiers sont conservés.',
      ),
    ).toBeVisible({ timeout: 25_000 });
    const waited = Date.now() - clicked;
    expect(waited).toBeGreaterThanOrEqual(14_000);
    expect(waited).toBeLessThan(22_000);
    test.info().annotations.push({ type: 'time to the timeout message', description: `${waited} ms` });
  });
  await expect(page.getByLabel('Code unique')).toHaveValue(code);
  await expect(page.getByTestId('game-play-form').getByText('ticket.pdf')).toBeVisible();
  await expect(validate).toBeEnabled();
  await validate.click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
});

test('an empty code is refused without a request', async ({ page }) => {
  await signUp(page.request);
  const burns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('burn_uniq_code')) burns.push(request.url());
  });
  await page.goto(GAME_PATH);
  await fillPlayForm(page, '');
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page.getByTestId('burn-error')).toHaveText('Aucun code n’a été indiqué');
  expect(burns).toEqual([]);
});

test('two players burn the same code at once: one plays, the other reads « locked »', async ({ browser }) => {
  const code = await mintCode('win', 'headset');
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    // Both burns leave the browsers together: each is held until the other one is on its way too,
    // so they reach the provider within its lock window (SANDBOX_BURN_HOLD_MS) however busy the machine.
    let arrived = 0;
    let releaseBoth: () => void = () => undefined;
    const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
    for (const page of pages) {
      await signUp(page.request);
      await page.route('**/api/kitv4/burn_uniq_code**', async (route) => {
        arrived += 1;
        if (arrived === pages.length) releaseBoth();
        await bothSent;
        await route.continue();
      });
      await page.goto(GAME_PATH);
      await fillPlayForm(page, code);
    }
    await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Valider ma participation' }).click()));
    const outcomes = await Promise.all(
      pages.map(async (page) => {
        const error = page.getByTestId('burn-error');
        await expect(error.or(page.getByTestId('game-result'))).toBeVisible();
        return (await error.isVisible()) ? await error.textContent() : 'played';
      }),
    );
    expect([...outcomes].sort()).toEqual([
      'Trop de demandes simultanées. Merci de retenter dans un instant.',
      'played',
    ]);
    const locked = pages[outcomes.indexOf('played') === 0 ? 1 : 0]!;
    await expect(locked.getByLabel('Code unique')).toHaveValue(code);
    await expect(locked.getByTestId('game-play-form').getByText('ticket.pdf')).toBeVisible();
    await shoot(locked, 'game-desktop-locked');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a batch reaching 8 MiB is refused and validating stays impossible', async ({ page }) => {
  await signUp(page.request);
  await page.goto(GAME_PATH);
  const form = page.getByTestId('game-play-form');
  await form.getByLabel('Code unique').fill('LOSE0003');
  await form.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }).check();
  await form.getByLabel('Ajouter un fichier').setInputFiles(receiptPdf('releve.pdf', 9 * 1024 * 1024));
  await expect(page.getByTestId('receipt-notices')).toContainText('« releve.pdf » ferait dépasser la limite de 8 Mo');
  await expect(page.getByRole('button', { name: 'Valider ma participation' })).toBeDisabled();
  await expect(page.getByTestId('game-missing')).toContainText('au moins une preuve d’achat avec un fichier');
  await shoot(page, 'game-desktop-8mib');
  await form.getByLabel('Ajouter un fichier').setInputFiles(receiptPdf());
  await expect(page.getByRole('button', { name: 'Valider ma participation' })).toBeEnabled();
});
