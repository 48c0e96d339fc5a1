import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvents } from 'shared-kit';
import { cardSlot, fakeShopKit } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { saveOrderDraft } from '../state/order-draft';
import type { OrderFormValues } from '../state/order-form';
import { OrderSummary } from './OrderSummary';

const DRAFT: OrderFormValues = {
  title: 'Mme',
  email: 'camille@example.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '06 11 22 33 44',
  label: 'Maison',
  address1: '12 rue des Coquillettes',
  address2: '',
  postalCode: '69001',
  city: 'Lyon',
  termsAccepted: true,
  newsletter: false,
  saveAddress: true,
};

const BASKET = [
  { couponIdentifier: 'goody-mug', quantity: 2 },
  { couponIdentifier: 'goody-tote-bag', quantity: 1 },
];

function setup(orderGoody: jest.Mock) {
  saveOrderDraft('camille@example.fr', DRAFT);
  const kit = fakeShopKit({ getCardSlots: jest.fn(async () => [cardSlot(1000)]) });
  kit.orderGoody.mockImplementation(orderGoody);
  kit.createUserInformation.mockResolvedValue({ id: 1, is_default: true });
  const view = renderShopPage(<OrderSummary />, { kit, basket: BASKET });
  const events: Array<[keyof BusEvents, unknown]> = [];
  (['order:completed', 'card:refresh', 'catalog:refresh'] as const).forEach((name) =>
    view.bus.on(name, (payload) => events.push([name, payload])),
  );
  return { ...view, events };
}

describe('OrderSummary outcomes (SHOP-ORDER-2)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('all: one order per unit in sequence, the address saved once, confirmation and order:completed', async () => {
    const user = userEvent.setup();
    const { kit, events, session, saved } = setup(jest.fn(async () => ({})));
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('300 étoiles');
    // The site's one address text (shared-ui/display addressLines), as « Mes adresses » and « Mes commandes » show it.
    expect(screen.getByTestId('summary-address')).toHaveTextContent(
      'Madame Camille Martin12 rue des Coquillettes69001 Lyon06 11 22 33 44 · camille@example.fr',
    );
    const validate = screen.getByTestId('order-validate');
    await user.dblClick(validate);
    expect(await screen.findByTestId('order-done')).toHaveTextContent('Vos 3 cadeaux sont commandés pour 300 étoiles.');
    expect(kit.orderGoody).toHaveBeenCalledTimes(3);
    expect(kit.orderGoody.mock.calls.map(([coupon]) => coupon.identifier)).toEqual([
      'goody-mug',
      'goody-mug',
      'goody-tote-bag',
    ]);
    expect(kit.orderGoody.mock.calls[0]![1]).toMatchObject({
      title: 'Mme',
      phone_number: '0611223344',
      postal_code: '69001',
      external_email: 'camille@example.fr',
    });
    expect(kit.createUserInformation).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual([
      'order:completed',
      { orderedCouponIdentifiers: ['goody-mug', 'goody-mug', 'goody-tote-bag'] },
    ]);
    // The shop alone owns the basket after an order: one save of the emptied basket, one refresh of each.
    expect(events.filter(([name]) => name === 'card:refresh')).toHaveLength(1);
    expect(events.filter(([name]) => name === 'catalog:refresh')).toHaveLength(1);
    expect(session.basket.purchases).toEqual([]);
    expect(saved.filter((purchases) => purchases.length === 0)).toHaveLength(1);
  });

  it('none: the SHOP-ORDER-2 message with the hint, the basket untouched, no order:completed', async () => {
    const user = userEvent.setup();
    const { events, session } = setup(jest.fn(async () => Promise.reject(new Error('500'))));
    await user.click(await screen.findByTestId('order-validate'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur inconnue est survenue');
    expect(screen.getByRole('alert')).toHaveTextContent('peut-être temporaire');
    expect(session.basket.purchases).toEqual(BASKET);
    expect(events).toEqual([]);
    expect(screen.getByTestId('order-validate')).toBeEnabled();
  });

  it('partial: ordered units leave the basket, the rest stays, « Valider » again orders only the rest', async () => {
    const user = userEvent.setup();
    const orderGoody = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('not_buyable'))
      .mockResolvedValueOnce({})
      .mockResolvedValue({});
    const { kit, events, session } = setup(orderGoody);
    await user.click(await screen.findByTestId('order-validate'));
    expect(await screen.findByTestId('order-partial')).toHaveTextContent(
      'Certains cadeaux n’ont pas pu être commandés : 2 commandés, 1 reste dans votre panier.',
    );
    expect(session.basket.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 1 }]);
    expect(events.map(([name]) => name)).not.toContain('order:completed');
    await user.click(screen.getByTestId('order-validate'));
    expect(await screen.findByTestId('order-done')).toBeInTheDocument();
    expect(kit.orderGoody).toHaveBeenCalledTimes(4);
    expect(kit.createUserInformation).toHaveBeenCalledTimes(1);
  });
});
