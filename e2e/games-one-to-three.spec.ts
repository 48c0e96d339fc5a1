import type { Page } from '@playwright/test';
import { GAME_NAMES, ROUTE_PATHS, type RouteName } from 'shared-kit';
import { restartWith, startAgain, stopService } from './faults-services';
import { fillPlayForm, mintCode } from './game-support';
import { expect, test } from './support/fixtures';
import { shoot, signUp } from './support/shell-helpers';

/**
 * Games 1–3 as the current game (GAME_CURRENT=1, 2, 3): each is named from its own definition on the home page, the
 * FAQ and its pages, and plays from its code to its end page. The session server is restarted with the game and
 * given back its own configuration after.
 */
test.describe.configure({ timeout: 120_000 });

test.afterAll(async () => {
  await stopService('site');
  await startAgain('site');
});

async function playToResult(page: Page, start: RouteName, code: string): Promise<void> {
  await page.goto(ROUTE_PATHS[start]);
  await fillPlayForm(page, code);
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
}

async function namedEverywhere(page: Page, game: 1 | 2 | 3): Promise<void> {
  const name = GAME_NAMES[game];
  await page.goto(ROUTE_PATHS.index);
  await expect(page.getByTestId('game-teaser').getByRole('heading', { level: 1 })).toHaveText(
    `Le jeu ${name} est ouvert !`,
  );
  await page.goto(ROUTE_PATHS.faq);
  await expect(page.getByRole('button', { name: new RegExp(`Comment participer au jeu ${name}`) })).toBeVisible();
  await expect(page.getByTestId('faq')).not.toContainText('Star Academy');
}

for (const game of [2, 3] as const) {
  test(`game ${game} (${GAME_NAMES[game]}) is named as itself and plays to bravo and to dommage`, async ({ page }) => {
    await restartWith('site', { GAME_CURRENT: String(game) });
    await signUp(page.request);
    await namedEverywhere(page, game);

    await playToResult(page, `game-${game}`, await mintCode('win', 'tickets-final'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le tirage au sort');
    await expect(page).toHaveURL(ROUTE_PATHS[`game-${game}-result`]);
    await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
    await expect(page.getByTestId('result-outcome')).toContainText('Gagné !');
    await expect(page.getByTestId('benefit')).not.toContainText('Star Academy');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(ROUTE_PATHS[`game-${game}-winner`]);
    await expect(page.getByTestId('game-winner')).toContainText(GAME_NAMES[game]);
    await shoot(page, `game-${game}-bravo`);

    await playToResult(page, `game-${game}`, await mintCode('lose'));
    await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(ROUTE_PATHS[`game-${game}-loser`]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dommage !');
    // The other games stay closed: only the current one opens.
    await page.goto(ROUTE_PATHS['game-4']);
    await expect(page).toHaveURL(ROUTE_PATHS.index);
  });
}

test('game 1 (La Roulette) is named as itself and plays code → roulette → mon gain', async ({ page }) => {
  await restartWith('site', { GAME_CURRENT: '1' });
  await signUp(page.request);
  await namedEverywhere(page, 1);
  await playToResult(page, 'game-1', await mintCode('win', 'speaker'));
  await expect(page).toHaveURL(ROUTE_PATHS['game-1-jslots']);
  await page.getByRole('button', { name: 'Arrêter les rouleaux' }).click();
  await expect(page.getByTestId('slot-roulette')).toHaveAttribute('data-stopped', 'true');
  await page.getByRole('button', { name: 'Voir mon gain' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-1-your-gift']);
  await expect(page.getByTestId('game-1-your-gift')).toContainText('Une enceinte Bluetooth');
  await shoot(page, 'game-1-your-gift');
});
