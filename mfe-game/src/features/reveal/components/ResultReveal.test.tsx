import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTE_PATHS } from 'shared-kit';
import GameResultPage from '../../../pages/GameResultPage';
import Game1RoulettePage from '../../../pages/Game1RoulettePage';
import { renderGame } from '../../../testing/render-game';
import {
  participationAtom,
  readStoredParticipation,
  type ParticipationInProgress,
} from '../../play/state/participation';

const resultPath = ROUTE_PATHS['game-4-result'];
const winner: ParticipationInProgress = {
  game: 4,
  code: 'WINHEADS',
  codeId: 7,
  hasWon: true,
  hasPreviouslyWon: false,
  benefit: { imageUrl: 'http://localhost:4000/assets/benefits/headset.svg', keyForDisplay: 'headset' },
  receiptUuid: 'receipt-1',
  stage: 'result',
};

function renderResult(
  participation: ParticipationInProgress | null,
  page = <GameResultPage game={4} />,
  path: string = resultPath,
) {
  if (participation) sessionStorage.setItem('lgb:game:participation', JSON.stringify(participation));
  return renderGame(page, path, path);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('result reveal (GAME-REVEAL-1: 5 s then 5 s)', () => {
  it('reveals by itself after 5 s, then opens the winner page 5 s later', async () => {
    const { store } = renderResult(winner);
    expect(screen.getByTestId('reveal-countdown')).toHaveTextContent('Révélation dans 5 s');
    expect(screen.getByText('Votre participation est enregistrée. Le résultat s’affiche dans quelques secondes…'));
    await advance(1_000);
    expect(screen.getByTestId('reveal-countdown')).toHaveTextContent('Révélation dans 4 s');
    await advance(3_999);
    expect(screen.getByTestId('result-reveal')).toHaveAttribute('data-revealed', 'false');
    await advance(1);
    expect(screen.getByTestId('result-outcome')).toHaveTextContent('Gagné !');
    // The waiting line goes once the result shows.
    expect(screen.queryByText(/Le résultat s’affiche dans quelques secondes/)).not.toBeInTheDocument();
    expect(screen.getByText('Votre participation est enregistrée.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Un casque audio' })).toHaveAttribute('src', winner.benefit?.imageUrl);
    await advance(4_999);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-winner']);
    expect(store.get(participationAtom)?.stage).toBe('winner');
    expect(readStoredParticipation()?.stage).toBe('winner');
  });

  it('opens at once on demand, and a lost code goes to the loser page 5 s after', async () => {
    renderResult({ ...winner, hasWon: false, benefit: null });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await advance(2_000);
    await user.click(screen.getByRole('button', { name: 'Découvrir mon résultat maintenant' }));
    expect(screen.getByTestId('result-outcome')).toHaveTextContent('Perdu…');
    await advance(4_900);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-loser']);
  });

  it('once shown, the result no longer waits: the participation says lost (or won) before the next page', async () => {
    const { store } = renderResult({ ...winner, hasWon: false, benefit: null });
    expect(readStoredParticipation()?.stage).toBe('result');
    await advance(5_000);
    expect(screen.getByTestId('result-outcome')).toHaveTextContent('Perdu…');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(store.get(participationAtom)?.stage).toBe('loser');
    expect(readStoredParticipation()?.stage).toBe('loser');
  });

  it('« Continuer » does not wait for the second 5 s', async () => {
    renderResult(winner);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await advance(5_000);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-winner']);
  });

  it('respects prefers-reduced-motion', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    try {
      renderResult(winner);
      expect(screen.getByTestId('result-reveal')).toHaveAttribute('data-motion', 'reduced');
    } finally {
      Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    }
  });

  it('a direct visit without a participation goes back to the game’s first page', () => {
    renderResult(null);
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4']);
  });

  it('a participation of another game is not shown here', () => {
    renderResult({ ...winner, game: 2 });
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4']);
  });

  it('game 1: the roulette stops on three stars after 5 s, then the prize page', async () => {
    const path = ROUTE_PATHS['game-1-jslots'];
    renderResult({ ...winner, game: 1 }, <Game1RoulettePage />, path);
    expect(screen.getByTestId('slot-roulette')).toHaveAttribute('data-stopped', 'false');
    await advance(5_000);
    expect(screen.getByRole('img', { name: 'Rouleaux de la roulette : ★ ★ ★' })).toBeInTheDocument();
    expect(screen.getByTestId('roulette-outcome')).toHaveTextContent('Trois étoiles alignées : c’est gagné !');
    await advance(5_000);
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-1-your-gift']);
  });
});
