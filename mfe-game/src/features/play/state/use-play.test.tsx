import { act, screen, waitFor } from '@testing-library/react';
import { KitError, type PlayedCode, type Receipt } from 'shared-kit';
import { clearToasts, toastsAtom, uiStore } from 'shared-ui';
import type { ReceiptCaptureController } from 'shared-ui/receipt-capture';
import { GAMES } from '../../../games/games';
import { fakeGameKit, renderGame, type FakeGameKit } from '../../../testing/render-game';
import { codeEntryAtom, participationAtom } from './participation';
import { playStateAtom } from './play-status';
import { usePlay } from './use-play';
import { BURN_MESSAGES } from '../../../testing/burn-messages';

/**
 * GAME-BURN-1 and GAME-BURN-2: idle → burning; on success the receipts are uploaded and linked to the
 * code, then the result page — or the winner page, participation incomplete, when the code had already won; on error
 * the provider's code says its French message word for word.
 */
const STAR_ACADEMY = GAMES[4];
const PATH = '/le-jeu/star-academy';

const RECEIPT = { uuid: 'receipt-9' } as Receipt;

/** The receipt capture as the code step sees it: its state, what it sent, and its send (sent once, kept). */
function fakeCapture(send: () => Promise<Receipt[]> = async () => [RECEIPT]) {
  const capture = {
    state: 'open',
    sentReceipts: [] as Receipt[],
    send: jest.fn(async () => {
      const receipts = await send();
      Object.assign(capture, { state: 'sent', sentReceipts: receipts });
      return receipts;
    }),
  };
  return capture as typeof capture & ReceiptCaptureController;
}

const burnAnswer = (overrides: { has_won?: boolean; has_previously_won?: boolean } = {}) => ({
  code_id: 12,
  has_won: true,
  has_previously_won: false,
  benefit: { image_url: 'http://p/headset.svg', key_for_display: 'headset' },
  ...overrides,
});

const refused = (code: string, extra: Partial<KitError> = {}) =>
  new KitError({ code, debug_message: code, user_message: 'refusé', ...extra });

function renderPlay(
  kit: FakeGameKit,
  capture = fakeCapture(),
  findPlayed?: (typed: string) => Promise<PlayedCode | null>,
) {
  const seen: { play: ReturnType<typeof usePlay> | null } = { play: null };
  function Probe() {
    seen.play = usePlay(STAR_ACADEMY, capture, findPlayed);
    return <p data-testid="probe">{seen.play.play.status}</p>;
  }
  const view = renderGame(<Probe />, PATH, PATH, { kit });
  const play = () => {
    if (!seen.play) throw new Error('not rendered');
    return seen.play;
  };
  const typeCode = (code: string) => act(() => play().setCode(code));
  const validate = () => act(() => play().validate());
  return { ...view, play, typeCode, validate, capture };
}

describe('usePlay: code → receipts → link → result (GAME-BURN-1)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    clearToasts();
  });

  it('an empty code is « Aucun code n’a été indiqué », with nothing asked of the provider', async () => {
    const kit = fakeGameKit();
    const { typeCode, validate, store } = renderPlay(kit);
    await typeCode('   ');
    await validate();
    expect(store.get(playStateAtom)).toEqual({
      status: 'idle',
      burnError: 'Aucun code n’a été indiqué',
      stepError: null,
    });
    expect(kit.burnUniqCode).not.toHaveBeenCalled();
  });

  it('burns the trimmed code, sends the receipts, links them, then opens the result page', async () => {
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(async () => burnAnswer()),
      linkCodeToReceipt: jest.fn(async () => ({})),
    } as never);
    const { typeCode, validate, store, bus, capture } = renderPlay(kit);
    const changed = jest.fn();
    bus.on('participation:changed', changed);
    await typeCode(' STAR2025 ');
    await validate();
    expect(kit.burnUniqCode).toHaveBeenCalledWith('STAR2025');
    expect(capture.send).toHaveBeenCalledTimes(1);
    expect(kit.linkCodeToReceipt).toHaveBeenCalledWith({ codeId: 12, receiptKitUuid: 'receipt-9' });
    expect(changed).toHaveBeenCalledWith({ codeId: 12 }, 'this-tab');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/le-jeu/star-academy/resultat');
    expect(store.get(participationAtom)).toMatchObject({ code: 'STAR2025', codeId: 12, stage: 'result' });
    expect(store.get(codeEntryAtom)).toEqual({ code: '', termsAccepted: false });
  });

  it('a code that had already won goes to the winner page, participation incomplete', async () => {
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(async () => burnAnswer({ has_previously_won: true })),
      linkCodeToReceipt: jest.fn(async () => ({})),
    } as never);
    const { typeCode, validate, store } = renderPlay(kit);
    await typeCode('STAR2025');
    await validate();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/le-jeu/star-academy/bravo');
    expect(store.get(participationAtom)).toMatchObject({ hasPreviouslyWon: true, stage: 'winner' });
  });

  it.each([...BURN_MESSAGES, ['not_enough_points', 'Une erreur est survenue.'] as const])(
    'the provider’s %s says « %s » beside the code, which stays typed (GAME-BURN-2)',
    async (code, message) => {
      const kit = fakeGameKit({}, { burnUniqCode: jest.fn(async () => Promise.reject(refused(code))) } as never);
      const { typeCode, validate, store } = renderPlay(kit);
      await typeCode('STAR2025');
      await validate();
      expect(store.get(playStateAtom)).toMatchObject({ status: 'idle', burnError: message, stepError: null });
      // The spec's expired-code words give no way on: ours say it beside them.
      expect(store.get(playStateAtom).burnNextStep ?? null).toBe(
        code === 'too_much_time_elapsed_since_code_input'
          ? 'Ce code ne peut plus être joué. Saisissez le code unique d\u2019un autre paquet pour participer.'
          : null,
      );
      expect(store.get(codeEntryAtom).code).toBe('STAR2025');
      expect(store.get(participationAtom)).toBeNull();
    },
  );

  it('a burn without an answer shows the error toast, code and files kept', async () => {
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(async () => Promise.reject(refused('CONNECTION_FAILED'))),
    } as never);
    const { typeCode, validate, store, capture } = renderPlay(kit);
    await typeCode('STAR2025');
    await validate();
    expect(uiStore.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'error',
        text: 'Une erreur est survenue. Vérifiez votre connexion puis réessayez\u00a0: votre code et vos fichiers sont conservés.',
      }),
    ]);
    expect(store.get(playStateAtom).burnError).toBeNull();
    expect(capture.send).not.toHaveBeenCalled();
  });

  it('never burns a code twice: a failed upload, then a failed link, are retried from where they stopped', async () => {
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(async () => burnAnswer({ has_won: false })),
      linkCodeToReceipt: jest.fn().mockRejectedValueOnce(refused('SERVER_ERROR')).mockResolvedValue({}),
    } as never);
    const send = jest
      .fn<Promise<Receipt[]>, []>()
      .mockRejectedValueOnce(new Error('upload cut'))
      .mockResolvedValue([RECEIPT]);
    const { typeCode, validate, store, capture } = renderPlay(kit, fakeCapture(send));
    await typeCode('LOSE0001');
    await validate();
    expect(store.get(playStateAtom)).toEqual({ status: 'idle', burnError: null, stepError: null });
    expect(store.get(participationAtom)).toMatchObject({ codeId: 12, stage: 'receipts' });

    await validate();
    expect(store.get(playStateAtom).stepError).toBe(
      'Votre participation n\u2019a pas pu être enregistrée. Vos fichiers sont conservés\u00a0: réessayez.',
    );

    await validate();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/le-jeu/star-academy/resultat');
    expect(kit.burnUniqCode).toHaveBeenCalledTimes(1);
    // Sent once: the link's retry reuses the receipts the capture holds.
    expect(send).toHaveBeenCalledTimes(2);
    expect(capture.send).toHaveBeenCalledTimes(2);
    expect(kit.linkCodeToReceipt).toHaveBeenCalledTimes(2);
  });

  it('a code typed again that this player left unfinished resumes its participation instead of « déjà utilisé »', async () => {
    const played: PlayedCode = {
      ...burnAnswer(),
      code: 'STAR2025',
      burned_at: '2026-11-20T10:00:00.000Z',
      receipt_kit_uuid: 'receipt-1',
      complete: false,
      completed_at: null,
    };
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(async () => Promise.reject(refused('already_burned'))),
    } as never);
    const findPlayed = jest.fn(async () => played);
    const { typeCode, validate, store } = renderPlay(kit, fakeCapture(), findPlayed);
    await typeCode('star2025');
    await validate();
    expect(findPlayed).toHaveBeenCalledWith('star2025');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/le-jeu/star-academy/bravo');
    expect(store.get(participationAtom)).toMatchObject({ codeId: 12, stage: 'winner', receiptUuid: 'receipt-1' });
    expect(uiStore.get(toastsAtom)[0]?.text).toBe(
      'Vous avez déjà joué le code STAR2025\u00a0: nous avons repris votre participation là où elle s\u2019était arrêtée.',
    );
  });

  it('ignores a second validation while one is running', async () => {
    let answer: (value: ReturnType<typeof burnAnswer>) => void = () => undefined;
    const kit = fakeGameKit({}, {
      burnUniqCode: jest.fn(() => new Promise((resolve) => (answer = resolve))),
      linkCodeToReceipt: jest.fn(async () => ({})),
    } as never);
    const { typeCode, play, store } = renderPlay(kit);
    await typeCode('STAR2025');
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = play().validate();
    });
    await waitFor(() => expect(store.get(playStateAtom).status).toBe('burning'));
    await act(() => play().validate());
    expect(kit.burnUniqCode).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(burnAnswer());
      await first;
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/le-jeu/star-academy/resultat');
  });
});
