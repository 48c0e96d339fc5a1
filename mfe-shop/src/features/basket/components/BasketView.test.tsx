import { act, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, runToastAction, toastsAtom, uiStore } from 'shared-ui';
import userEvent from '@testing-library/user-event';
import { cardSlot, fakeShopKit } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { ShopLimitedView } from '../../catalog/components/ShopLimitedView';
import { BasketView } from './BasketView';

afterEach(() => clearToasts());

describe('BasketView', () => {
  it('lists lines with total and balance after, and offers « Commander » when the stars cover it', async () => {
    const user = userEvent.setup();
    const { saved } = renderShopPage(<BasketView />, {
      kit: fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(300)]) }),
      basket: [
        { couponIdentifier: 'goody-mug', quantity: 2 },
        { couponIdentifier: 'goody-tote-bag', quantity: 1 },
      ],
    });
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('300 étoiles');
    expect(screen.getByTestId('basket-after')).toHaveTextContent('0 étoile');
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute(
      'href',
      '/la-grande-boutique/commande/informations',
    );
    const mug = screen.getAllByTestId('basket-line')[0]!;
    await user.click(within(mug).getByRole('button', { name: 'Ajouter un Mug' }));
    expect(within(mug).getByRole('alert')).toHaveTextContent('Il vous manque 90 étoiles');
    await user.click(within(mug).getByRole('button', { name: 'Retirer un Mug' }));
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('210 étoiles');
    await user.click(screen.getByRole('button', { name: 'Supprimer Tote bag du panier' }));
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('90 étoiles');
    expect(saved.at(-1)).toEqual([{ couponIdentifier: 'goody-mug', quantity: 1 }]);
  });

  it('« Supprimer » takes the line out at once and offers « Annuler », which puts it back with its quantity', async () => {
    const user = userEvent.setup();
    const { saved } = renderShopPage(<BasketView />, {
      kit: fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(600)]) }),
      basket: [
        { couponIdentifier: 'goody-mug', quantity: 1 },
        { couponIdentifier: 'goody-tote-bag', quantity: 2 },
      ],
    });
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('330 étoiles');
    await user.click(screen.getByRole('button', { name: 'Supprimer Tote bag du panier' }));
    expect(screen.getAllByTestId('basket-line')).toHaveLength(1);
    const toast = uiStore.get(toastsAtom).at(-1);
    expect(toast).toMatchObject({ text: 'Retiré de votre panier\u00a0: Tote bag.', action: { label: 'Annuler' } });
    act(() => runToastAction(toast!));
    const lines = await screen.findAllByTestId('basket-line');
    expect(lines.map((line) => line.dataset.goody)).toEqual(['goody-mug', 'goody-tote-bag']);
    expect(lines[1]!.querySelector('output')).toHaveTextContent('2');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('330 étoiles');
    expect(uiStore.get(toastsAtom)).toEqual([]);
    await waitFor(() =>
      expect(saved.at(-1)).toEqual([
        { couponIdentifier: 'goody-mug', quantity: 1 },
        { couponIdentifier: 'goody-tote-bag', quantity: 2 },
      ]),
    );
  });

  it('hides « Commander » and says how many stars are missing when the balance is short', async () => {
    renderShopPage(<BasketView />, {
      kit: fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(100)]) }),
      basket: [{ couponIdentifier: 'goody-tote-bag', quantity: 1 }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Il vous manque 20 étoiles pour commander ce panier.');
    expect(screen.queryByRole('link', { name: 'Commander' })).not.toBeInTheDocument();
  });
});

describe('ShopLimitedView', () => {
  it('shows the public catalogue and the ways in, carrying r back to the shop', async () => {
    const kit = fakeShopKit();
    renderShopPage(<ShopLimitedView />, { kit });
    expect(await screen.findAllByTestId('goody')).toHaveLength(5);
    expect(kit.getPublicCatalog).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/connexion/se-connecter?r=%2Fla-grande-boutique',
    );
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute(
      'href',
      '/connexion/s-inscrire?r=%2Fla-grande-boutique',
    );
  });

  it('carries on the page the visitor wanted (the declaration), and never an address off the site', async () => {
    renderShopPage(<ShopLimitedView />, {
      kit: fakeShopKit(),
      routePath: '/la-grande-boutique-hors-connexion',
      url: `/la-grande-boutique-hors-connexion?r=${encodeURIComponent('/la-grande-boutique/declarer-mes-achats')}`,
    });
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/connexion/se-connecter?r=%2Fla-grande-boutique%2Fdeclarer-mes-achats',
    );
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute(
      'href',
      '/connexion/s-inscrire?r=%2Fla-grande-boutique%2Fdeclarer-mes-achats',
    );
  });

  it('falls back to the shop for an r that leaves the site', async () => {
    renderShopPage(<ShopLimitedView />, {
      kit: fakeShopKit(),
      routePath: '/la-grande-boutique-hors-connexion',
      url: `/la-grande-boutique-hors-connexion?r=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/connexion/se-connecter?r=%2Fla-grande-boutique',
    );
  });
});
