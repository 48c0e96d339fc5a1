import { ROUTE_PATHS } from 'shared-kit';
import { startService, waitForHealth, PORTS } from '../scripts/stack';
import { readStackState, writeStackState } from './support/stack-state';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

async function stopGameRemote(): Promise<void> {
  const state = readStackState();
  const pid = state.pids.game;
  if (!pid) throw new Error('the game remote was not started by global setup');
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${PORTS.game}/healthz`, { signal: AbortSignal.timeout(300) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the game remote did not stop');
}

async function restartGameRemote(): Promise<void> {
  const state = readStackState();
  const service = startService('game', state.env);
  service.process.unref();
  writeStackState({ ...state, pids: { ...state.pids, game: service.process.pid } });
  await waitForHealth(PORTS.game);
}

test('a stopped remote shows the French fallback, the rest works, and retry brings it back', async ({ page }) => {
  // The game is for logged-in players (ROLE-2).
  await signUp(page.request);
  await stopGameRemote();
  try {
    await page.goto('/');
    await expect(page.getByTestId('index')).toBeVisible();

    const started = Date.now();
    await page.getByRole('link', { name: 'Le Jeu' }).first().click();
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(fallback).toContainText('momentanément indisponible');
    // Still inside the layout: header and footer are there.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page).toHaveURL(ROUTE_PATHS['game-4']);

    // Another remote's route still works.
    await page.getByRole('link', { name: 'La Grande Boutique', exact: true }).first().click();
    await expect(page.getByTestId('shop')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 5_000 });
  } finally {
    await restartGameRemote();
  }

  // No page reload: a marker set on window survives.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('game')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
