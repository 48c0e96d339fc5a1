import { expect, test } from '@playwright/test';
import { openShell, usePersona } from '../../scripts/qa/qa-journey';

test('the game code page opens for a player while the window is open, and follows the QA clock', async ({ page }) => {
  await openShell(page, '/le-jeu/star-academy');
  await usePersona(page, 'Nouvel utilisateur');
  await expect(page.getByTestId('qa-game-window')).toContainText('jeu ouvert');
  await expect(page.getByTestId('game')).toBeVisible();

  await page.getByRole('button', { name: 'Fermer le jeu' }).click();
  await expect(page.getByTestId('qa-game-window')).toContainText('jeu terminé');
  await expect(page.getByTestId('qa-page-gate')).toContainText('terminé');

  await page.getByRole('button', { name: 'Ouvrir le jeu' }).click();
  await expect(page.getByTestId('game')).toBeVisible();
});

test('the winner persona has burned a winning code the sandbox shows as hers, not yet completed', async ({ page }) => {
  await openShell(page, '/le-jeu/star-academy');
  await usePersona(page, 'Gagnant à la participation incomplète');
  const note = await page.getByTestId('qa-persona-result').textContent();
  const code = /Code gagnant (\S+)/.exec(note ?? '')?.[1];
  expect(code).toBeTruthy();
  const codes = (await (await page.request.get('/__sandbox/codes')).json()) as {
    codes: { code: string; state: string; user_id: number | null }[];
  };
  const burned = codes.codes.find((entry) => entry.code === code);
  expect(burned).toMatchObject({ state: 'burned' });
  expect(burned?.user_id).not.toBeNull();
});
