import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS, type CodeDetails } from 'shared-kit';
import { clearToasts } from 'shared-ui';
import GamePage from '../../../pages/GamePage';
import { fakeGameKit, pdfFile, renderGame, type FakeGameKit } from '../../../testing/render-game';
import { participationFromBurn } from '../state/participation';

const path = ROUTE_PATHS['game-4'];
const LOST: CodeDetails = { code_id: 52, has_won: false, has_previously_won: false, benefit: null };

let kit: FakeGameKit;

async function renderPlay() {
  renderGame(<GamePage game={4} />, path, path, { playedCodes: [], kit });
  await screen.findByTestId('game-play-form');
}

async function validateWith(code: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Code unique'), code);
  await user.upload(screen.getByLabelText('Ajouter un fichier'), pdfFile());
  await screen.findByText('ticket.pdf');
  await user.click(screen.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }));
  await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
}

// File reading and keystrokes: generous on a shared machine.
jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  clearToasts();
  kit = fakeGameKit();
});

describe('the code step says what is wrong with a code in words of its own', () => {
  it('« abc » is refused in the browser, before any request, with the code’s format — not the provider’s « Code invalide »', async () => {
    await renderPlay();
    await validateWith('abc');
    const error = await screen.findByTestId('burn-error');
    expect(error.textContent).toBe(
      'Ce code est trop court\u00a0: un code unique compte au moins 8\u00a0lettres et chiffres. Vérifiez celui imprimé dans votre paquet.',
    );
    expect(error).not.toHaveTextContent('Code invalide');
    expect(screen.getByLabelText('Code unique')).toHaveAttribute('aria-invalid', 'true');
    expect(kit.burnUniqCode).not.toHaveBeenCalled();
  });

  it('an expired code keeps the spec’s words and says beside them what to do next, both read with the field', async () => {
    kit.burnUniqCode.mockRejectedValue(
      new KitError({
        code: 'too_much_time_elapsed_since_code_input',
        debug_message: 'expired',
        user_message: '',
        status: 400,
      }),
    );
    await renderPlay();
    await validateWith('EXPIRED1');
    const error = await screen.findByTestId('burn-error');
    expect(error.textContent).toBe('Vous avez rentré ce code il y a trop longtemps, il a expiré');
    const next = screen.getByTestId('burn-next-step');
    expect(next).toHaveTextContent(
      'Ce code ne peut plus être joué. Saisissez le code unique d’un autre paquet pour participer.',
    );
    expect(screen.getByLabelText('Code unique')).toHaveAccessibleDescription(
      expect.stringContaining(next.textContent ?? ''),
    );
  });
});

describe('Back to the first page after the result was shown', () => {
  it('a lost code whose result was shown waits for nothing: no « Votre résultat vous attend »', async () => {
    sessionStorage.setItem(
      'lgb:game:participation',
      JSON.stringify({ ...participationFromBurn(4, 'LOSE0002', LOST), receiptUuid: 'r-1', stage: 'loser' }),
    );
    await renderPlay();
    expect(screen.queryByTestId('game-resume')).not.toBeInTheDocument();
    expect(screen.queryByText(/Votre code LOSE0002 est enregistré/)).not.toBeInTheDocument();
  });
});
