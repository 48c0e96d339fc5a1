import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS } from 'shared-kit';
import { fakeKit, receipt } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import DeclarationsHistoryPage from './DeclarationsHistoryPage';

const URL = ROUTE_PATHS['profile-history-declarations'];

function serverError() {
  return new KitError({
    code: 'SERVER_ERROR',
    debug_message: 'GET /api/kitv4/receipts answered 500',
    user_message: 'Une erreur est survenue.',
    status: 500,
  });
}

describe('Mes preuves d’achat', () => {
  it('shows placeholders while the receipts load', () => {
    renderAccountPage(<DeclarationsHistoryPage />, { kit: fakeKit(), url: URL });
    expect(screen.getByTestId('declarations-loading')).toBeInTheDocument();
  });

  it('invites a user with no receipt to declare purchases', async () => {
    renderAccountPage(<DeclarationsHistoryPage />, {
      kit: fakeKit({ getReceipts: jest.fn(async () => []) }),
      url: URL,
    });
    const empty = await screen.findByTestId('declarations-empty');
    expect(empty).toHaveTextContent('Vous n’avez pas encore déclaré d’achat.');
    expect(within(empty).getByRole('link', { name: 'Déclarer mes achats' })).toHaveAttribute(
      'href',
      ROUTE_PATHS['shop-declare'],
    );
  });

  it('says a failed read in French and retries', async () => {
    const getReceipts = jest.fn().mockRejectedValueOnce(serverError()).mockResolvedValueOnce([]);
    renderAccountPage(<DeclarationsHistoryPage />, { kit: fakeKit({ getReceipts }), url: URL });
    const failure = await screen.findByTestId('declarations-error');
    expect(failure).toHaveTextContent('Impossible de charger ces informations pour le moment.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('declarations-empty')).toBeInTheDocument();
  });

  it('lists every status with its badge, Paris date, products, thumbnails and refusal reason', async () => {
    const receipts = [
      receipt({ uuid: 'u-pending', status: 'pending', created_at: '2026-03-31T22:30:00Z' }),
      receipt({ uuid: 'u-accepted', status: 'accepted', stars: 20 }),
      receipt({
        uuid: 'u-rejected',
        status: 'rejected',
        stars: 0,
        eans: ['9999999999999'],
        reason: 'Aucun produit éligible n’a été déclaré sur cette preuve d’achat.',
      }),
      receipt({
        uuid: 'u-cancelled',
        status: 'cancelled',
        files: [{ key: 'b.pdf', content_type: 'application/pdf', size: 10, url: 'http://sandbox.test/files/b.pdf' }],
      }),
    ];
    renderAccountPage(<DeclarationsHistoryPage />, {
      kit: fakeKit({ getReceipts: jest.fn(async () => receipts) }),
      url: URL,
    });
    const cards = await screen.findAllByTestId('receipt-card');
    expect(cards.map((card) => within(card).getByTestId('receipt-status').textContent)).toEqual([
      'en attente',
      'validée (+20 étoiles)',
      'refusée',
      'annulée',
    ]);
    expect(cards[0]).toHaveTextContent('Déclarée le 1 avril 2026 à 00:30');
    expect(await within(cards[0] as HTMLElement).findByText('2 × Spaghetti 500 g')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Fichier 1' })).toHaveAttribute(
      'src',
      'http://sandbox.test/files/a.jpg',
    );
    expect(cards[2]).toHaveTextContent('Aucun produit éligible n’a été déclaré sur cette preuve d’achat.');
    expect(cards[2]).toHaveTextContent('Produit 9999999999999');
    expect(within(cards[3] as HTMLElement).getByRole('link', { name: /PDF, nouvel onglet/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Only the pending one can be cancelled.
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Annuler cette déclaration' }),
    ).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).queryByRole('button', { name: 'Annuler cette déclaration' }),
    ).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Voir le détail' })).toHaveAttribute(
      'href',
      '/mon-compte/mon-historique/ma-preuve-d-achat/u-accepted',
    );
  });

  it('shows a game proof of purchase as what it is: no products, no stars, never « refusée », not cancellable', async () => {
    const receipts = [
      receipt({ uuid: 'u-game', status: 'pending', stars: 0, eans: [], purpose: 'game' }),
      receipt({ uuid: 'u-game-done', status: 'accepted', stars: 0, eans: [], purpose: 'game' }),
    ];
    renderAccountPage(<DeclarationsHistoryPage />, {
      kit: fakeKit({ getReceipts: jest.fn(async () => receipts) }),
      url: URL,
    });
    const cards = await screen.findAllByTestId('receipt-card');
    expect(cards[0]).toHaveTextContent(/^Preuve de participation au jeu du /);
    expect(cards.map((card) => within(card).getByTestId('receipt-status').textContent)).toEqual([
      'en cours de vérification',
      'vérifiée',
    ]);
    expect(cards[1]).toHaveTextContent('il ne rapporte pas d’étoiles');
    expect(cards[0]).not.toHaveTextContent('Produits déclarés');
    expect(
      within(cards[0] as HTMLElement).queryByRole('button', { name: 'Annuler cette déclaration' }),
    ).not.toBeInTheDocument();
  });

  it('pages ten receipts at a time', async () => {
    const receipts = Array.from({ length: 12 }, (_, index) => receipt({ uuid: `u-${index + 1}` }));
    renderAccountPage(<DeclarationsHistoryPage />, {
      kit: fakeKit({ getReceipts: jest.fn(async () => receipts) }),
      url: URL,
    });
    expect(await screen.findAllByTestId('receipt-card')).toHaveLength(10);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    const second = screen.getAllByTestId('receipt-card');
    expect(second.map((card) => card.getAttribute('data-uuid'))).toEqual(['u-11', 'u-12']);
  });

  it('cancels a pending receipt after a confirmation and shows it cancelled', async () => {
    const pending = receipt({ uuid: 'u-1', status: 'pending' });
    const getReceipts = jest
      .fn()
      .mockResolvedValueOnce([pending])
      .mockResolvedValue([{ ...pending, status: 'cancelled' }]);
    const cancelReceipt = jest.fn(async (_uuid: string) => ({ ...pending, status: 'cancelled' as const }));
    renderAccountPage(<DeclarationsHistoryPage />, { kit: fakeKit({ getReceipts, cancelReceipt }), url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler cette déclaration' }));
    expect(cancelReceipt).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(cancelReceipt).toHaveBeenCalledWith('u-1');
    await waitFor(() => expect(screen.getByTestId('receipt-status')).toHaveTextContent('annulée'));
  });

  it('shows the provider refusal when a receipt can no longer be cancelled', async () => {
    const refusal = new KitError({
      code: 'receipt_not_replaceable',
      debug_message: '400',
      user_message: 'Cette preuve d’achat a déjà été traitée.',
      status: 400,
    });
    renderAccountPage(<DeclarationsHistoryPage />, {
      kit: fakeKit({
        getReceipts: jest.fn(async () => [receipt()]),
        cancelReceipt: jest.fn().mockRejectedValue(refusal),
      }),
      url: URL,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler cette déclaration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette preuve d’achat a déjà été traitée.');
  });

  it('reads the receipts again when the user sends new ones (receipts:sent)', async () => {
    const getReceipts = jest.fn().mockResolvedValueOnce([]).mockResolvedValue([receipt()]);
    const { bus } = renderAccountPage(<DeclarationsHistoryPage />, { kit: fakeKit({ getReceipts }), url: URL });
    await screen.findByTestId('declarations-empty');
    act(() => bus.emit('receipts:sent', { batchUuid: 'b', receiptUuids: ['u'] }));
    expect(await screen.findByTestId('receipt-card')).toBeInTheDocument();
  });
});
