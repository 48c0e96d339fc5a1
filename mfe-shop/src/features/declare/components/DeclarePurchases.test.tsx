import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchUploader, Receipt } from 'shared-kit';
import { FakeBatch, receiptFile } from 'shared-ui/receipt-capture/testing';
import { cardSlot, fakeShopKit } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { DeclarePurchases } from './DeclarePurchases';

const pending = (uuid: string): Receipt => ({
  uuid,
  batch_uuid: 'batch-1',
  status: 'pending',
  captured_at: '',
  created_at: '',
  processed_at: null,
  stars: null,
  reason: null,
  eans: [],
  files: [],
});

beforeAll(() => {
  // jsdom has no object URLs; the capture falls back to a PDF-like tile without them.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('DeclarePurchases', () => {
  it('needs a product ticked per receipt, shows the expected stars, then the pending receipts', async () => {
    const user = userEvent.setup();
    const batch = new FakeBatch();
    batch.outcomes.push([pending('r-1')]);
    const kit = fakeShopKit({ getBatchUploader: jest.fn(() => batch as unknown as BatchUploader) });
    renderShopPage(<DeclarePurchases />, { kit });
    // A PDF: photos would go through the canvas downscale, which jsdom lacks.
    await user.upload(screen.getByLabelText('Ajouter un fichier'), receiptFile('pdf', 'ticket.pdf'));
    await screen.findByText('ticket.pdf');
    expect(screen.getByText('Cochez au moins un produit éligible sur chaque preuve d’achat.')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-send')).toBeDisabled();
    const products = await screen.findByTestId('eligible-products');
    await user.click(await within(products).findByRole('checkbox', { name: /Spaghetti/ }));
    await user.click(within(products).getByRole('checkbox', { name: /Tagliatelle/ }));
    expect(screen.getByTestId('expected-stars')).toHaveTextContent('Étoiles attendues : 25 étoiles');
    await act(async () => {
      await user.click(screen.getByTestId('receipt-send'));
    });
    expect(batch.added[0]).toMatchObject({
      eans: ['3760001230017', '3760001230055'],
      offerIdentifiers: ['spaghetti-500', 'tagliatelle-oeufs-400'],
    });
    const success = await screen.findByTestId('declare-success');
    expect(success).toHaveTextContent('Votre preuve d’achat est en attente de validation : 25 étoiles vous attendent');
    expect(within(success).getByRole('link', { name: 'Voir mes preuves d’achat' })).toHaveAttribute(
      'href',
      '/mon-compte/mon-historique/mes-preuves-d-achat',
    );
  }, 20_000);

  it('follows its receipts while the page is open: validated with their stars, refused with the provider’s reason', async () => {
    const user = userEvent.setup();
    const batch = new FakeBatch();
    batch.outcomes.push([
      { ...pending('r-1'), stars: 25 },
      { ...pending('r-2'), stars: 10 },
    ]);
    const getReceipts = jest.fn(async (): Promise<Receipt[]> => [
      { ...pending('r-1'), stars: 25 },
      { ...pending('r-2'), stars: 10 },
    ]);
    const getCardSlots = jest.fn(async () => [cardSlot(0, 35)]);
    const kit = fakeShopKit({
      getBatchUploader: jest.fn(() => batch as unknown as BatchUploader),
      getReceipts,
      getCardSlots,
    });
    const { bus } = renderShopPage(<DeclarePurchases />, { kit });
    await user.upload(screen.getByLabelText('Ajouter un fichier'), receiptFile('pdf', 'ticket.pdf'));
    const products = await screen.findByTestId('eligible-products');
    await user.click(await within(products).findByRole('checkbox', { name: /Spaghetti/ }));
    await act(async () => {
      await user.click(screen.getByTestId('receipt-send'));
    });
    const success = await screen.findByTestId('declare-success');
    await waitFor(() =>
      expect(within(success).getByTestId('declare-summary')).toHaveTextContent(
        '2 preuves d’achat sont en attente de validation : 35 étoiles vous attendent',
      ),
    );
    expect(
      within(success)
        .getAllByTestId('declared-receipt')
        .map((item) => item.textContent),
    ).toEqual(['Preuve d’achat 1 · en attente', 'Preuve d’achat 2 · en attente']);

    // The provider settles them; the star card's next read (its poll, the header's) shows the stars moved.
    getReceipts.mockResolvedValue([
      { ...pending('r-1'), status: 'accepted', stars: 25 },
      { ...pending('r-2'), status: 'rejected', stars: 0, reason: 'La photo de cette preuve d’achat est illisible.' },
    ]);
    getCardSlots.mockResolvedValue([cardSlot(25, 0)]);
    act(() => bus.emit('card:refresh', {}));
    await waitFor(() =>
      expect(within(success).getByTestId('declare-summary')).toHaveTextContent(
        'C’est validé : 25 étoiles ajoutées à votre solde.',
      ),
    );
    const [first, second] = within(success).getAllByTestId('declared-receipt');
    expect(first).toHaveTextContent('Preuve d’achat 1 · validée : +25 étoiles');
    expect(first).toHaveAttribute('data-status', 'accepted');
    expect(second).toHaveTextContent('Preuve d’achat 2 · refusée');
    expect(second).toHaveTextContent('La photo de cette preuve d’achat est illisible.');
    expect(second).toHaveAttribute('data-status', 'rejected');
  }, 20_000);
});
