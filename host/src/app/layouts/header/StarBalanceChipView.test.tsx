/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { CardSlot } from 'shared-kit';
import { cardSlot, fakeKit, MARIE, renderShell } from '../../testing/shell-fixture';
import { starChipText } from './StarBalanceChipView';

describe('header star chip text', () => {
  it.each([
    [{ state: 'ready', available: 120, pending: 30 } as const, '120 étoiles · +30 en attente'],
    [{ state: 'ready', available: 1, pending: 0 } as const, '1 étoile'],
    [{ state: 'ready', available: 0, pending: 8 } as const, '0 étoile · +8 en attente'],
    [{ state: 'ready', available: 1200, pending: 0 } as const, '1\u202f200 étoiles'],
    [{ state: 'unavailable' } as const, 'Solde indisponible'],
    [{ state: 'loading' } as const, 'Solde en cours de chargement'],
  ])('%o → %s', (balance, text) => {
    expect(starChipText(balance)).toBe(text);
  });
});

describe('header star chip while the balance is read', () => {
  it('says « Solde en cours de chargement » in words a screen reader reads, never a bare « … », then the balance', async () => {
    let answer: (slots: CardSlot[]) => void = () => undefined;
    const getCardSlots = jest.fn(() => new Promise<CardSlot[]>((resolve) => (answer = resolve)));
    // The site's loader gives up on the balance at its deadline: the page shows, the chip reads on.
    renderShell({ path: '/', user: MARIE, kit: fakeKit({ getCardSlots }), readDeadlineMs: 50 });
    const chip = await screen.findByTestId('star-balance');
    await waitFor(() => expect(getCardSlots).toHaveBeenCalled());
    expect(chip).toHaveTextContent('Solde en cours de chargement');
    expect(chip).toHaveAttribute('aria-busy', 'true');
    expect(chip.textContent).not.toContain('…');
    act(() => answer([cardSlot(45, 0)]));
    await waitFor(() => expect(chip).toHaveTextContent('45 étoiles'));
    expect(chip).toHaveAttribute('aria-busy', 'false');
  });
});
