import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { isPageNotFoundError } from 'shared-kit';
import { pageSubjectAtom, uiStore } from 'shared-ui';
import { renderShopPage } from '../../../testing/render-shop-page';
import { GiftDetail } from './GiftDetail';

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p data-testid="caught">{isPageNotFoundError(error) ? `404 ${error.path}` : 'other'}</p>;
    return this.props.children;
  }
}

const ROUTE = '/la-grande-boutique/cadeau/:id/:slug';

describe('GiftDetail', () => {
  it('shows the goody with its larger picture and price', async () => {
    renderShopPage(<GiftDetail />, { url: '/la-grande-boutique/cadeau/goody-mug/mug', routePath: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Mug' })).toBeInTheDocument();
    expect(screen.getByText('90 étoiles')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('width', '480');
  });

  it("names the tab after the goody, and gives the next page back its route's title", async () => {
    const { unmount } = renderShopPage(<GiftDetail />, {
      url: '/la-grande-boutique/cadeau/goody-mug/mug',
      routePath: ROUTE,
    });
    await screen.findByRole('heading', { name: 'Mug' });
    expect(uiStore.get(pageSubjectAtom)).toBe('Mug');
    unmount();
    expect(uiStore.get(pageSubjectAtom)).toBeNull();
  });

  it('replaces a wrong slug by the right one', async () => {
    // Only the old address renders the page here, so the redirect lands on the "where did it go" probe.
    renderShopPage(<GiftDetail />, {
      url: '/la-grande-boutique/cadeau/goody-tote-bag/old-name',
      routePath: '/la-grande-boutique/cadeau/:id/old-name',
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/la-grande-boutique/cadeau/goody-tote-bag/tote-bag');
  });

  it('is the 404 page for an unknown id, with the full path', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShopPage(
      <Catch>
        <GiftDetail />
      </Catch>,
      { url: '/la-grande-boutique/cadeau/nope/x', routePath: ROUTE },
    );
    expect(await screen.findByTestId('caught')).toHaveTextContent('404 /la-grande-boutique/cadeau/nope/x');
  });
});
