import { createStore } from 'shared-ui';
import {
  codeEntryAtom,
  participationAtom,
  participationFromBurn,
  readStoredParticipation,
  type ParticipationInProgress,
} from './participation';

const KEY = 'lgb:game:participation';

const WON: ParticipationInProgress = {
  game: 4,
  code: 'STAR2025',
  codeId: 12,
  hasWon: true,
  hasPreviouslyWon: false,
  benefit: { imageUrl: 'http://p/headset.svg', keyForDisplay: 'headset' },
  receiptUuid: 'receipt-9',
  stage: 'result',
};

describe('the participation in progress (GAME-BURN-1 → GAME-REVEAL-1 → GAME-PARTICIPATION-1)', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts from the burn’s answer (code_id, has_won, has_previously_won, benefit), its receipts still to send', () => {
    expect(
      participationFromBurn(4, 'STAR2025', {
        code_id: 12,
        has_won: true,
        has_previously_won: true,
        benefit: { image_url: 'http://p/headset.svg', key_for_display: 'headset' },
      }),
    ).toEqual({ ...WON, hasPreviouslyWon: true, receiptUuid: null, stage: 'receipts' });
    expect(
      participationFromBurn(2, 'GOURMAND', { code_id: 3, has_won: false, has_previously_won: false, benefit: null }),
    ).toMatchObject({ game: 2, hasWon: false, benefit: null, stage: 'receipts' });
  });

  it('is kept in this tab’s sessionStorage under the game’s prefix, so a reload on resultat/bravo/dommage finds it', () => {
    const store = createStore();
    store.set(participationAtom, WON);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(WON);
    // A new game section (a reload): the first read comes from sessionStorage.
    expect(createStore().get(participationAtom)).toEqual(WON);
    store.set(participationAtom, null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(createStore().get(participationAtom)).toBeNull();
  });

  it('ignores what it did not write: broken JSON, another shape, a game other than 1 to 4, an unknown stage', () => {
    for (const stored of [
      '{',
      '"STAR2025"',
      JSON.stringify({ ...WON, codeId: '12' }),
      JSON.stringify({ ...WON, game: 5 }),
      JSON.stringify({ ...WON, stage: 'bravo' }),
    ]) {
      sessionStorage.setItem(KEY, stored);
      expect(readStoredParticipation()).toBeNull();
    }
    for (const stage of ['receipts', 'result', 'winner', 'loser', 'completed'] as const) {
      sessionStorage.setItem(KEY, JSON.stringify({ ...WON, stage }));
      expect(readStoredParticipation()).toEqual({ ...WON, stage });
    }
  });

  it('lives in memory when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const store = createStore();
      store.set(participationAtom, WON);
      expect(store.get(participationAtom)).toEqual(WON);
    } finally {
      setItem.mockRestore();
    }
  });

  it('keeps the code typed and the terms box apart, both empty at first (GAME-CODE-2)', () => {
    expect(createStore().get(codeEntryAtom)).toEqual({ code: '', termsAccepted: false });
  });
});
