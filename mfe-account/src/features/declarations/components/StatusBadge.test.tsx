import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { lightTheme } from 'shared-ui';
import { StatusBadge, statusText } from './StatusBadge';

describe('receipt status badges', () => {
  it.each([
    [{ status: 'pending' as const, stars: 10 }, 'en attente'],
    [{ status: 'accepted' as const, stars: 12 }, 'validée (+12 étoiles)'],
    [{ status: 'accepted' as const, stars: 1 }, 'validée (+1 étoile)'],
    [{ status: 'accepted' as const, stars: null }, 'validée'],
    [{ status: 'rejected' as const, stars: 0 }, 'refusée'],
    [{ status: 'cancelled' as const, stars: 10 }, 'annulée'],
  ])('%o reads « %s »', (receipt, text) => {
    expect(statusText(receipt)).toBe(text);
  });

  it.each([
    ['pending' as const, 'en cours de vérification'],
    ['accepted' as const, 'vérifiée'],
    ['rejected' as const, 'non conforme'],
  ])('says a game proof %s as « %s », never « refusée »', (status, text) => {
    expect(statusText({ status, stars: 0, purpose: 'game' })).toBe(text);
  });

  it('renders the words and the status for styling and tests', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <StatusBadge receipt={{ status: 'rejected', stars: 0 }} />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('refusée');
    expect(screen.getByTestId('receipt-status')).toHaveAttribute('data-status', 'rejected');
  });
});
