import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardSlot, fakeShopKit, GOODIES } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { ShopView } from './ShopView';

describe('ShopView', () => {
  it('shows the balance with the plural rule, pending stars, and a grid padded to 4 columns', async () => {
    const kit = fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(1, 30)]) });
    renderShopPage(<ShopView />, { kit });
    expect(await screen.findByTestId('shop-balance')).toHaveTextContent('1 étoile');
    expect(screen.getByTestId('shop-pending')).toHaveTextContent('+30 étoiles en attente');
    expect(screen.getAllByTestId('goody')).toHaveLength(5);
    expect(screen.getAllByTestId('grid-empty')).toHaveLength(3);
    const mug = screen.getAllByTestId('goody').find((tile) => tile.dataset.goody === 'goody-mug')!;
    expect(mug.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('@3x.svg 3x'));
    expect(mug.querySelector('img')).toHaveAttribute('width', '160');
    expect(within(mug).getByRole('link', { name: 'Mug' })).toHaveAttribute(
      'href',
      '/la-grande-boutique/cadeau/goody-mug/mug',
    );
  });

  it('disables a sold-out goody with the provider message', async () => {
    renderShopPage(<ShopView />);
    const cap = (await screen.findAllByTestId('goody')).find((tile) => tile.dataset.goody === 'goody-cap')!;
    expect(within(cap).getByText('Ce cadeau n’est plus disponible.')).toBeInTheDocument();
    expect(within(cap).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('adds within the stars and refuses with the missing stars over them (SHOP-BASKET-1)', async () => {
    const user = userEvent.setup();
    const { saved } = renderShopPage(<ShopView />, {
      kit: fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(200)]) }),
    });
    const mug = (await screen.findAllByTestId('goody')).find((tile) => tile.dataset.goody === 'goody-mug')!;
    await user.click(within(mug).getByRole('button', { name: 'Ajouter au panier' }));
    expect(await within(mug).findByText('1 dans le panier')).toBeInTheDocument();
    await user.selectOptions(within(mug).getByLabelText('Quantité de Mug'), '2');
    await user.click(within(mug).getByRole('button', { name: 'Ajouter au panier' }));
    expect(within(mug).getByRole('alert')).toHaveTextContent(
      'Il vous manque 70 étoiles pour ajouter ce cadeau à votre panier.',
    );
    expect(saved).toEqual([[{ couponIdentifier: 'goody-mug', quantity: 1 }]]);
  });

  it('selects a goody as the next goal and shows the progress towards it', async () => {
    const user = userEvent.setup();
    const mugCoupon = GOODIES[1]!;
    const kit = fakeShopKit();
    kit.selectCouponAsNextGoal.mockResolvedValue({ next_goal: mugCoupon, card: cardSlot(60).loyalty_card });
    kit.getCardSlots.mockResolvedValueOnce([cardSlot(60)]).mockResolvedValue([cardSlot(60, 0, mugCoupon)]);
    renderShopPage(<ShopView />, { kit });
    const mug = (await screen.findAllByTestId('goody')).find((tile) => tile.dataset.goody === 'goody-mug')!;
    await user.click(within(mug).getByRole('button', { name: 'Choisir comme objectif' }));
    expect(kit.selectCouponAsNextGoal).toHaveBeenCalledWith(mugCoupon);
    expect(await screen.findByTestId('goal-progress')).toHaveTextContent('Encore 30 étoiles pour l’obtenir');
  });
});
