import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS } from 'shared-kit';
import { backToFrench, speakSecondLanguage } from 'shared-ui/testing';
import { fakeKit, order } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import OrdersHistoryPage from './OrdersHistoryPage';

const URL = ROUTE_PATHS['profile-history-orders'];

describe('Mes commandes', () => {
  it('shows placeholders while the orders load', () => {
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit(), url: URL });
    expect(screen.getByTestId('orders-loading')).toBeInTheDocument();
  });

  it('starts from the orders the server read for the page, before the kit answers', () => {
    const served = [order({ id: 5, status: 'shipped', name: 'Tablier' })];
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit(), url: URL, loaded: { orders: served } });
    expect(screen.queryByTestId('orders-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-card')).toHaveTextContent('Tablier');
  });

  it('invites a user with no order to the shop', async () => {
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit({ getAllOrders: jest.fn(async () => []) }), url: URL });
    const empty = await screen.findByTestId('orders-empty');
    expect(empty).toHaveTextContent('Vous n’avez pas encore commandé de cadeau.');
    expect(within(empty).getByRole('link', { name: 'Découvrir La Grande Boutique' })).toHaveAttribute(
      'href',
      ROUTE_PATHS.shop,
    );
  });

  it('says a failed read in French', async () => {
    const failure = new KitError({ code: 'CONNECTION_FAILED', debug_message: 'no answer', user_message: '' });
    renderAccountPage(<OrdersHistoryPage />, {
      kit: fakeKit({ getAllOrders: jest.fn().mockRejectedValue(failure) }),
      url: URL,
    });
    expect(await screen.findByTestId('orders-error')).toHaveTextContent(
      'Impossible de charger ces informations pour le moment.',
    );
  });

  it('shows each order with picture, name, stars, Paris date, status and delivery address', async () => {
    const orders = [
      order({ id: 3, status: 'delivered', name: 'Casque', value: 600, created_at: '2026-05-31T22:15:00Z' }),
      order({ id: 2, status: 'shipped' }),
      order({
        id: 1,
        status: 'pending',
        user_informations: {
          first_name: 'Léa',
          last_name: 'Roux',
          address_1: '1 place du Marché',
          address_2: 'Bât. B',
          postal_code: '69001',
          city: 'Lyon',
        },
      }),
    ];
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit({ getAllOrders: jest.fn(async () => orders) }), url: URL });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual([
      'livrée',
      'expédiée',
      'en préparation',
    ]);
    expect(cards[0]).toHaveTextContent('Casque');
    expect(cards[0]).toHaveTextContent('600 étoiles');
    expect(cards[0]).toHaveTextContent('Commandé le 1 juin 2026');
    expect(within(cards[2] as HTMLElement).getByTestId('order-address')).toHaveTextContent(
      'Léa Roux1 place du MarchéBât. B69001 Lyon',
    );
    expect(cards[0]?.querySelector('img')).toHaveAttribute('width', '96');
  });

  it('says the orders again in a language chosen after they showed: words, stars, the date’s format', async () => {
    const orders = [
      order({ id: 3, status: 'delivered', name: 'Casque', value: 1200, created_at: '2026-05-31T22:15:00Z' }),
    ];
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit({ getAllOrders: jest.fn(async () => orders) }), url: URL });
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveTextContent('1 200 étoiles · Commandé le 1 juin 2026');
    try {
      await speakSecondLanguage();
      expect(card).toHaveTextContent('1,200 étoiles (en) · Commandé le June 1, 2026 (en)');
      expect(within(card).getByTestId('order-status')).toHaveTextContent('livrée (en)');
    } finally {
      await backToFrench();
    }
  });

  it('shows an order completed in the shop without a reload (order:completed)', async () => {
    const getAllOrders = jest.fn().mockResolvedValueOnce([]).mockResolvedValue([order()]);
    const { bus } = renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit({ getAllOrders }), url: URL });
    await screen.findByTestId('orders-empty');
    act(() => bus.emit('order:completed', { orderedCouponIdentifiers: ['goody-mug'] }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
  });

  it('pages ten orders at a time', async () => {
    const orders = Array.from({ length: 11 }, (_, index) => order({ id: 11 - index }));
    renderAccountPage(<OrdersHistoryPage />, { kit: fakeKit({ getAllOrders: jest.fn(async () => orders) }), url: URL });
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
  });
});
