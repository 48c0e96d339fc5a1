import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeShopKit } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { ShopLimitedView } from './ShopLimitedView';

describe('a goody of the limited view, for a visitor', () => {
  it('opens its description when tapped, with the way in to its page, and closes again', async () => {
    const user = userEvent.setup();
    renderShopPage(<ShopLimitedView />, { kit: fakeShopKit() });
    const mug = (await screen.findAllByTestId('goody')).find((tile) => tile.dataset.goody === 'goody-mug');
    if (!mug) throw new Error('no mug tile');
    const toggle = within(mug).getByRole('button', { name: /Mug/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mug).getByTestId('goody-details')).not.toBeVisible();
    // Closed for the page's styles too (a grid would show a hidden element), and not drawn until opened.
    expect(within(mug).getByTestId('goody-details')).toHaveStyle({ display: 'none' });
    expect(within(mug).getByTestId('goody-details')).toBeEmptyDOMElement();
    // Its name stays a heading of the grid.
    expect(within(mug).getByRole('heading', { level: 2 })).toHaveTextContent('Mug');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(mug).getByTestId('goody-details');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('Mug, aux couleurs de la marque.');
    // After logging in, the visitor lands on the gift's page (GUARD-3 keeps it for logged-in users).
    expect(within(details).getByRole('link', { name: 'Me connecter pour commander ce cadeau' })).toHaveAttribute(
      'href',
      '/connexion/se-connecter?r=%2Fla-grande-boutique%2Fcadeau%2Fgoody-mug%2Fmug',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mug).getByTestId('goody-details')).not.toBeVisible();
  });
});
