import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS, type CodeDetails, type PlayedCode, type Receipt } from 'shared-kit';
import { clearToasts, toastsAtom, uiStore } from 'shared-ui';
import GamePage from '../../../pages/GamePage';
import { FakeBatch } from 'shared-ui/receipt-capture/testing';
import { fakeGameKit, pdfFile, renderGame, type FakeGameKit } from '../../../testing/render-game';
import { participationAtom, participationFromBurn, readStoredParticipation } from '../state/participation';
import { BURN_MESSAGES } from '../../../testing/burn-messages';

const path = ROUTE_PATHS['game-4'];
const WON: CodeDetails = {
  code_id: 41,
  has_won: true,
  has_previously_won: false,
  benefit: { image_url: 'http://localhost:4000/assets/benefits/speaker.svg', key_for_display: 'speaker' },
};

function providerError(code: string, status = 400) {
  return new KitError({ code, debug_message: code, user_message: 'message du fournisseur', status });
}

async function renderPlay(playedCodes?: PlayedCode[]) {
  const view = renderGame(<GamePage game={4} />, path, path, { playedCodes, kit });
  await screen.findByTestId('game-play-form');
  return view;
}

async function fillAll(code = 'WINSPEAK') {
  const user = userEvent.setup({ delay: null });
  if (code) await user.type(screen.getByLabelText('Code unique'), code);
  await user.upload(screen.getByLabelText('Ajouter un fichier'), pdfFile());
  await screen.findByText('ticket.pdf');
  await user.click(screen.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }));
  return user;
}

const validate = () => screen.getByRole('button', { name: 'Valider ma participation' });

// File reading and many keystrokes per test: generous on a shared machine.
jest.setTimeout(30_000);

/** The kit the page is given (GameKitProvider): a fresh fake per test. */
let kit: FakeGameKit;

beforeEach(() => {
  sessionStorage.clear();
  clearToasts();
  jest.restoreAllMocks();
  kit = fakeGameKit();
});

/** shared-ui's fake batch, answering each send in turn: an error, or the one receipt the page added, pending. */
function answeringBatch(...outcomes: Array<Error | 'ok'>): FakeBatch {
  const batch = new FakeBatch();
  const sent = [{ uuid: 'r-1', status: 'pending' } as Receipt];
  const asked: Array<Error | 'ok'> = outcomes.length > 0 ? outcomes : ['ok'];
  batch.outcomes = asked.map((outcome) => (outcome === 'ok' ? sent : outcome));
  return batch;
}

describe('code step: the three validation conditions (GAME-CODE-2)', () => {
  it('needs a receipt, a total below 8 MiB and the terms, all three', async () => {
    await renderPlay();
    const user = userEvent.setup({ delay: null });
    expect(validate()).toBeDisabled();
    const missing = screen.getByTestId('game-missing');
    expect(missing).toHaveTextContent('votre code unique');
    await user.type(screen.getByLabelText('Code unique'), 'WINSPEAK');
    expect(screen.getByTestId('game-missing')).not.toHaveTextContent('votre code unique');
    expect(missing).toHaveTextContent('au moins une preuve d’achat avec un fichier');
    expect(missing).toHaveTextContent('l’acceptation du règlement');

    await user.click(screen.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }));
    expect(validate()).toBeDisabled();

    // A file that would reach 8 MiB is refused by the capture: still nothing to send.
    await user.upload(screen.getByLabelText('Ajouter un fichier'), pdfFile('gros.pdf', 8 * 1024 * 1024));
    expect(await screen.findByTestId('receipt-notices')).toHaveTextContent(
      '« gros.pdf » ferait dépasser la limite de 8 Mo',
    );
    expect(validate()).toBeDisabled();

    await user.upload(screen.getByLabelText('Ajouter un fichier'), pdfFile());
    await screen.findByText('ticket.pdf');
    expect(validate()).toBeEnabled();
    expect(screen.queryByTestId('game-missing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }));
    expect(validate()).toBeDisabled();
    expect(screen.getByTestId('game-missing')).toHaveTextContent('l’acceptation du règlement');
  });
});

describe('code step: the rules behind the terms checkbox', () => {
  it('opens the game\u2019s rules, with its name and its dates, and closes them', async () => {
    await renderPlay();
    const user = userEvent.setup({ delay: null });
    const rules = screen.getByTestId('game-rules');
    expect(rules).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Lire le règlement' }));
    expect(rules).toHaveAttribute('open');
    expect(within(rules).getByRole('heading', { name: 'Règlement du jeu Star Academy' })).toBeInTheDocument();
    expect(rules).toHaveTextContent('avec obligation d’achat');
    expect(rules).toHaveTextContent(/Le jeu est ouvert du .+ au .+ \(heure de Paris\)/);
    await user.click(within(rules).getByRole('button', { name: 'Fermer le règlement' }));
    expect(rules).not.toHaveAttribute('open');
  });
});

describe('code step: burn (GAME-BURN-1, messages of GAME-BURN-2)', () => {
  it('an empty code says « Aucun code n’a été indiqué » without any request', async () => {
    const burn = kit.burnUniqCode;
    await renderPlay();
    const user = await fillAll('');
    await user.click(validate());
    expect(screen.getByTestId('burn-error')).toHaveTextContent('Aucun code n’a été indiqué');
    expect(burn).not.toHaveBeenCalled();
  });

  it.each(BURN_MESSAGES)(
    '%s shows « %s » next to the field and keeps the code and the files',
    async (code, message) => {
      kit.burnUniqCode.mockRejectedValue(providerError(code, code === 'locked' ? 409 : 400));
      await renderPlay();
      const user = await fillAll();
      await user.click(validate());
      const error = await screen.findByTestId('burn-error');
      expect(error).toHaveTextContent(message);
      expect(error.textContent).toBe(message);
      const field = screen.getByLabelText('Code unique');
      expect(field).toHaveValue('WINSPEAK');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      // Brought back into view from the button below, and focused so that the message is read out.
      expect(field).toHaveFocus();
      expect(screen.getByText('ticket.pdf')).toBeInTheDocument();
      expect(validate()).toBeEnabled();
    },
  );

  it('a thrown failure shows the generic error toast and keeps everything', async () => {
    kit.burnUniqCode.mockRejectedValue(providerError('CONNECTION_FAILED'));
    await renderPlay();
    const user = await fillAll();
    await user.click(validate());
    await act(async () => undefined);
    expect(uiStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ kind: 'error', text: expect.stringContaining('Une erreur est survenue.') }),
    ]);
    expect(screen.queryByTestId('burn-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code unique')).toHaveValue('WINSPEAK');
    expect(screen.getByText('ticket.pdf')).toBeInTheDocument();
  });

  it('a burn left unanswered says the game is slow and what to do, keeps everything, and the retry goes through', async () => {
    const burn = kit.burnUniqCode.mockRejectedValueOnce(providerError('TIMEOUT'));
    await renderPlay();
    const user = await fillAll();
    await user.click(validate());
    await act(async () => undefined);
    expect(uiStore.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'error',
        text: 'Le jeu met trop de temps à répondre. Vérifiez votre connexion puis réessayez dans un instant\u00a0: votre code et vos fichiers sont conservés.',
      }),
    ]);
    expect(screen.getByLabelText('Code unique')).toHaveValue('WINSPEAK');
    expect(screen.getByText('ticket.pdf')).toBeInTheDocument();
    expect(validate()).toBeEnabled();
    await user.click(validate());
    expect(burn).toHaveBeenCalledTimes(2);
    expect(burn).toHaveBeenLastCalledWith('WINSPEAK');
  });

  it('disables the button while burning, then uploads, links the receipt and opens the result page', async () => {
    let answer: (details: CodeDetails) => void = () => undefined;
    kit.burnUniqCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const batch = answeringBatch();
    kit.getBatchUploader.mockReturnValue(batch as unknown as ReturnType<typeof kit.getBatchUploader>);
    const link = kit.linkCodeToReceipt.mockResolvedValue({ linked: true });
    const { store } = await renderPlay();
    const user = await fillAll(' WIN-SPEAK ');
    await user.click(validate());
    const busy = screen.getByRole('button', { name: 'Vérification du code…' });
    expect(busy).toBeDisabled();
    expect(kit.burnUniqCode).toHaveBeenCalledWith('WINSPEAK');
    await act(async () => answer(WON));
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-result']);
    expect(batch.sends).toBe(1);
    expect(link).toHaveBeenCalledWith({ codeId: 41, receiptKitUuid: 'r-1' });
    expect(store.get(participationAtom)).toMatchObject({
      codeId: 41,
      stage: 'result',
      receiptUuid: 'r-1',
      benefit: { keyForDisplay: 'speaker' },
    });
    expect(readStoredParticipation()).toMatchObject({ codeId: 41, stage: 'result' });
  });

  it('a code that had already won goes straight to the winner page', async () => {
    kit.burnUniqCode.mockResolvedValue({ ...WON, has_previously_won: true });
    kit.getBatchUploader.mockReturnValue(answeringBatch() as unknown as ReturnType<typeof kit.getBatchUploader>);
    kit.linkCodeToReceipt.mockResolvedValue({ linked: true });
    await renderPlay();
    const user = await fillAll('PREVWON1');
    await user.click(validate());
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-winner']);
    expect(readStoredParticipation()).toMatchObject({ hasPreviouslyWon: true, stage: 'winner' });
  });

  it('a failed upload after a good burn keeps the files and retries without burning again', async () => {
    const burn = kit.burnUniqCode.mockResolvedValue(WON);
    const batch = answeringBatch(providerError('SERVER_ERROR', 500), 'ok');
    kit.getBatchUploader.mockReturnValue(batch as unknown as ReturnType<typeof kit.getBatchUploader>);
    kit.linkCodeToReceipt.mockResolvedValue({ linked: true });
    await renderPlay();
    const user = await fillAll();
    await user.click(validate());
    const form = screen.getByTestId('game-play-form');
    expect(await within(form).findByText(/Code WINSPEAK validé/)).toBeInTheDocument();
    expect(screen.getByText('ticket.pdf')).toBeInTheDocument();
    expect(readStoredParticipation()).toMatchObject({ stage: 'receipts', codeId: 41 });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma preuve d’achat' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-result']);
    expect(burn).toHaveBeenCalledTimes(1);
    expect(batch.sends).toBe(2);
  });
});

describe('code step: an unfinished participation is never lost', () => {
  const WON_UNFINISHED: PlayedCode = {
    code_id: 77,
    code: 'WINSPEAK',
    burned_at: '2026-11-20T10:00:00.000Z',
    has_won: true,
    has_previously_won: false,
    benefit: { image_url: 'http://localhost:4000/assets/benefits/speaker.svg', key_for_display: 'speaker' },
    receipt_kit_uuid: 'receipt-77',
    complete: false,
    completed_at: null,
  };

  it('says a won participation waits, and takes the player to it', async () => {
    await renderPlay([WON_UNFINISHED]);
    const banner = await screen.findByTestId('game-resume');
    expect(banner).toHaveTextContent('Votre code WINSPEAK a gagné');
    await userEvent
      .setup({ delay: null })
      .click(within(banner).getByRole('button', { name: 'Compléter ma participation' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(`${ROUTE_PATHS['game-4-winner']}?code=77`);
  });

  it('Back from the reveal: this tab’s result waits at the top of the page, without saying it before the reveal', async () => {
    sessionStorage.setItem(
      'lgb:game:participation',
      JSON.stringify({ ...participationFromBurn(4, 'WINSPEAK', WON), receiptUuid: 'r-1', stage: 'result' }),
    );
    // The provider already lists the code as won and unfinished: the banner still says only that a result waits.
    await renderPlay([{ ...WON_UNFINISHED, code_id: WON.code_id }]);
    const banner = await screen.findByTestId('game-resume');
    expect(banner).toHaveTextContent('Votre résultat vous attend');
    expect(banner).toHaveTextContent('Votre code WINSPEAK est enregistré');
    expect(banner).not.toHaveTextContent('Un gain vous attend');
    await userEvent
      .setup({ delay: null })
      .click(within(banner).getByRole('button', { name: 'Découvrir mon résultat' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-result']);
  });

  it('Back from « Bravo »: this tab’s prize waits at the top of the page, and « Compléter » goes back to it', async () => {
    sessionStorage.setItem(
      'lgb:game:participation',
      JSON.stringify({ ...participationFromBurn(4, 'WINSPEAK', WON), receiptUuid: 'r-1', stage: 'winner' }),
    );
    await renderPlay([]);
    const banner = await screen.findByTestId('game-resume');
    expect(banner).toHaveTextContent('Un gain vous attend');
    await userEvent
      .setup({ delay: null })
      .click(within(banner).getByRole('button', { name: 'Compléter ma participation' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-winner']);
  });

  it('a code burned without its receipt goes back to the receipt step', async () => {
    await renderPlay([{ ...WON_UNFINISHED, receipt_kit_uuid: null, has_won: false, complete: null, benefit: null }]);
    const banner = await screen.findByTestId('game-resume');
    await userEvent
      .setup({ delay: null })
      .click(within(banner).getByRole('button', { name: 'Envoyer ma preuve d’achat' }));
    expect(await screen.findByText(/Code WINSPEAK validé/)).toBeInTheDocument();
    expect(screen.queryByTestId('game-resume')).not.toBeInTheDocument();
  });

  it('a won code typed again resumes its participation instead of « Code déjà utilisé »', async () => {
    kit.burnUniqCode.mockRejectedValue(providerError('already_burned'));
    // The provider lists the code once the burn refused it (first read: nothing yet).
    const { getPlayedCodes } = await renderPlay([]);
    getPlayedCodes.mockResolvedValue([WON_UNFINISHED]);
    const user = await fillAll('win-speak');
    await user.click(validate());
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4-winner']);
    expect(screen.queryByTestId('burn-error')).not.toBeInTheDocument();
    expect(uiStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('Vous avez déjà joué le code WINSPEAK') }),
    ]);
  });

  it('someone else\u2019s code typed again still says « Code déjà utilisé »', async () => {
    kit.burnUniqCode.mockRejectedValue(providerError('already_burned'));
    await renderPlay([]);
    const user = await fillAll('BURNED01');
    await user.click(validate());
    expect(await screen.findByTestId('burn-error')).toHaveTextContent('Code déjà utilisé');
  });
});
