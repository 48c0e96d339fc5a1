import { starChipText } from './StarBalanceChipView';

describe('header star chip text', () => {
  it.each([
    [{ state: 'ready', points: 120, pending: 30 } as const, '120 étoiles · +30 en attente'],
    [{ state: 'ready', points: 1, pending: 0 } as const, '1 étoile'],
    [{ state: 'ready', points: 0, pending: 8 } as const, '0 étoile · +8 en attente'],
    [{ state: 'ready', points: 1200, pending: 0 } as const, '1\u202f200 étoiles'],
    [{ state: 'unavailable' } as const, 'Solde indisponible'],
  ])('%o → %s', (balance, text) => {
    expect(starChipText(balance)).toBe(text);
  });
});
