import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  participationFromBurn,
  readStoredParticipation,
  type ParticipationInProgress,
} from '../features/play/state/participation';
import { renderGame } from '../testing/render-game';
import GameLoserPage from './GameLoserPage';

const loserPath = '/le-jeu/star-academy/dommage';
// A lost code whose receipts were sent, as the play step leaves it before the dommage page.
const lost: ParticipationInProgress = {
  ...participationFromBurn(4, 'PERDU2025', { code_id: 9, has_won: false, has_previously_won: false, benefit: null }),
  receiptUuid: 'receipt-9',
  stage: 'loser',
};

function renderLoser(participation: ParticipationInProgress | null) {
  if (participation) sessionStorage.setItem('lgb:game:participation', JSON.stringify(participation));
  return renderGame(<GameLoserPage game={4} />, loserPath, loserPath);
}

beforeEach(() => sessionStorage.clear());

describe('the dommage page (GAME-FLOW-1: game-4-loser)', () => {
  it('says it kindly, names the code played and leads to the shop', () => {
    renderLoser(lost);
    expect(screen.getByRole('heading', { name: 'Dommage\u00a0!' })).toBeInTheDocument();
    // GAME_FR.loser.playedCode (testing-library reads its no-break space as a space).
    expect(screen.getByText('Code joué : PERDU2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir La Grande Boutique' })).toHaveAttribute(
      'href',
      '/la-grande-boutique',
    );
  });

  it('« Rejouer avec un autre code » forgets this participation and opens the game again', async () => {
    renderLoser(lost);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rejouer avec un autre code' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/le-jeu/star-academy');
    expect(readStoredParticipation()).toBeNull();
  });

  it.each<[string, ParticipationInProgress | null]>([
    ['no participation', null],
    ['a participation still at its result', { ...lost, stage: 'result' }],
    ['another game’s participation', { ...lost, game: 3 }],
  ])('sends the player back to the game’s first page with %s', (_, participation) => {
    renderLoser(participation);
    expect(screen.getByTestId('landed')).toHaveTextContent('/le-jeu/star-academy');
    expect(screen.queryByRole('heading', { name: 'Dommage\u00a0!' })).not.toBeInTheDocument();
  });
});
