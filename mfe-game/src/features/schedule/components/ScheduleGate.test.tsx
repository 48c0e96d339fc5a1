import { act, screen } from '@testing-library/react';
import { ROUTE_PATHS } from 'shared-kit';
import GamePage from '../../../pages/GamePage';
import { gameConfig, renderGame } from '../../../testing/render-game';

/**
 * 1 March 2026 00:00 → 20 March 23:59:59 in Paris, as the session server turns it into instants: Paris is UTC+1 until
 * the 29th (summer time), so 00:00 Paris is 23:00 UTC the day before.
 */
const WINDOW = gameConfig({
  teasing: Date.parse('2026-02-28T23:00:00Z'),
  start: Date.parse('2026-03-09T23:00:00Z'),
  end: Date.parse('2026-03-20T22:59:59Z'),
});
const path = ROUTE_PATHS['game-4'];

function renderAt(iso: string) {
  jest.setSystemTime(new Date(iso));
  return renderGame(<GamePage game={4} />, path, path, { config: WINDOW });
}

async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const phase = () =>
  screen.queryByTestId('game-phase')?.getAttribute('data-phase') ??
  (screen.queryByTestId('game-play-form') ? 'running' : null);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('game schedule (GAME-SCHEDULE-1, Paris time, checked every second)', () => {
  it('announces the opening date and counts down while teasing, then opens by itself on time', async () => {
    renderAt('2026-03-09T22:59:57Z');
    expect(await screen.findByTestId('game-phase')).toHaveAttribute('data-phase', 'teasing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le jeu Star Academy ouvre bientôt !');
    expect(screen.getByText(/^Ouverture le mardi 10 mars 2026 à 00:00\./)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Temps restant avant l’ouverture' })).toHaveTextContent(
      '0 jour, 0 heure, 0 minute, 3 secondes',
    );
    await tick(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0 jour, 0 heure, 0 minute, 2 secondes');
    await tick(1_000);
    expect(phase()).toBe('teasing');
    await tick(1_000);
    expect(phase()).toBe('running');
    expect(screen.getByLabelText('Code unique')).toBeInTheDocument();
    expect(screen.getByTestId('game')).toHaveAttribute('data-kit-instance');
  });

  it('counts days, hours, minutes and seconds to the start', async () => {
    renderAt('2026-03-07T20:58:30Z');
    expect(await screen.findByRole('timer')).toHaveTextContent('2 jours, 2 heures, 1 minute, 30 secondes');
  });

  it('keeps running through the last second of the end date, then shows the discontinued message', async () => {
    renderAt('2026-03-20T22:59:58Z');
    expect(await screen.findByTestId('game-play-form')).toBeInTheDocument();
    await tick(1_000);
    expect(phase()).toBe('running');
    await tick(1_000);
    expect(phase()).toBe('discontinued');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le jeu Star Academy est terminé');
    expect(screen.getByRole('link', { name: 'Aller à La Grande Boutique' })).toHaveAttribute('href', ROUTE_PATHS.shop);
  });

  it('before the teasing date the game is only said to be coming', async () => {
    renderAt('2026-02-28T22:59:59Z');
    expect(await screen.findByTestId('game-phase')).toHaveAttribute('data-phase', 'upcoming');
    await tick(1_000);
    expect(phase()).toBe('teasing');
  });

  it('reads the time from the page’s clock', async () => {
    jest.useRealTimers();
    renderGame(<GamePage game={4} />, path, path, {
      config: WINDOW,
      clock: { now: () => Date.parse('2026-03-15T12:00:00Z') },
    });
    expect(await screen.findByTestId('game-play-form')).toBeInTheDocument();
  });

  it('schedule dates: the rule’s window (Paris time) as the session server gives it', () => {
    expect(WINDOW.game.schedule).toMatchObject({
      teasing: '2026-03-01T00:00:00',
      start: '2026-03-10T00:00:00',
      end: '2026-03-20T23:59:59',
    });
  });
});
