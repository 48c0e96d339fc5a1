/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen } from '@testing-library/react';
import type { Clock } from 'shared-kit/core';
import type { PageLoader } from '../app/testing/shell-fixture';
import {
  AFTER_GAME,
  DURING_GAME,
  DURING_TEASING,
  TEST_CONFIG,
  renderShell,
  stubPages,
} from '../app/testing/shell-fixture';

const realHome: PageLoader = async (route) =>
  route.name === 'index' ? (await import('./HomePage')).default : stubPages(route);

describe('home page game banner (GAME-SCHEDULE-1, read every second)', () => {
  it.each([
    [DURING_TEASING, 'teasing', 'Le jeu Star Academy commence le 1\u00a0octobre 2025\u00a0!'],
    [DURING_GAME, 'running', 'Le jeu Star Academy est ouvert\u00a0!'],
    [AFTER_GAME, 'discontinued', 'Le jeu Star Academy est terminé'],
    ['2025-08-01T12:00:00+02:00', 'upcoming', 'Un nouveau jeu se prépare'],
  ])('at %s shows the %s state', async (at, phase, title) => {
    renderShell({ path: '/', at, load: realHome });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('game-teaser')).toHaveAttribute('data-phase', phase);
  });

  it.each([
    [1, 'Le jeu La Roulette est ouvert\u00a0!', '/le-jeu'],
    [2, 'Le jeu Méchamment Gourmand est ouvert\u00a0!', '/le-jeu-mechamment-gourmand'],
    [3, 'Le jeu Les jours extraordinaires est ouvert\u00a0!', '/le-jeu/les-jours-extraordinaires'],
  ] as const)('names game %s from its own definition', async (current, title, href) => {
    renderShell({
      path: '/',
      at: DURING_GAME,
      load: realHome,
      config: { ...TEST_CONFIG, game: { ...TEST_CONFIG.game, current } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Je joue' })).toHaveAttribute('href', href);
  });

  it('offers to play while running, and the shop and declaration calls to action', async () => {
    renderShell({ path: '/', at: DURING_GAME, load: realHome });
    expect(await screen.findByRole('link', { name: 'Je joue' })).toHaveAttribute('href', '/le-jeu/star-academy');
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute('href', '/la-grande-boutique');
    expect(screen.getByRole('link', { name: 'Déclarer mes achats' })).toHaveAttribute(
      'href',
      '/la-grande-boutique/declarer-mes-achats',
    );
  });

  it('opens the game on time, without a reload', async () => {
    let now = new Date('2025-09-30T23:59:58+02:00').getTime();
    const clock: Clock = { now: () => now };
    renderShell({ path: '/', clock, load: realHome });
    await screen.findByRole('heading', { level: 1, name: /commence le/ });
    now += 2_000;
    // The next one-second tick reads the clock again.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Le jeu Star Academy est ouvert\u00a0!' },
        { timeout: 2_500 },
      ),
    ).toBeInTheDocument();
  });
});
