import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchUploader, Receipt } from 'shared-kit';
import { FakeBatch, receiptFile } from 'shared-ui/receipt-capture/testing';
import { fakeShopKit } from '../../../testing/fake-shop-kit';
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
});
