/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from 'shared-kit';
import type { PageLoader } from '../app/testing/shell-fixture';
import { fakeKit, renderShell, stubPages } from '../app/testing/shell-fixture';

/** The page's chunk is compiled on its first import: slower than a findBy's default wait on a busy machine. */
const LOADED = { timeout: 10_000 };

const pages: PageLoader = async (route) =>
  route.name === 'eligible-products' ? (await import('./EligibleProductsPage')).default : stubPages(route);

const FUSILLI: Offer = {
  identifier: 'offer-fusilli',
  name: 'Fusilli 500 g',
  brand: 'Pâtes Test',
  ean: '3000000000017',
  stars: 2,
  image_url: 'http://p/fusilli.png',
  image_url_2x: 'http://p/fusilli@2x.png',
};

// Whole shells whose pages load on a first import: generous on a shared machine (its waits are longer than 5 s).
jest.setTimeout(30_000);

describe('« Produits éligibles »', () => {
  it('shows the offers of the one shared entry (shared-ui/data useOffers), with their stars', async () => {
    const kit = fakeKit({ getOffers: jest.fn(async () => [FUSILLI]) });
    renderShell({ path: '/produits-eligibles', load: pages, kit });
    const list = await screen.findByTestId('eligible-products-list', undefined, LOADED);
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Fusilli 500\u00a0g' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Fusilli 500 g' })).toHaveAttribute(
      'srcset',
      'http://p/fusilli.png 1x, http://p/fusilli@2x.png 2x',
    );
    expect(item).toHaveTextContent('Pâtes Test · EAN 3000000000017');
    expect(item).toHaveTextContent('+ 2 étoiles');
    expect(kit.getOffers).toHaveBeenCalledTimes(1);
  });

  it('says the list is unavailable, and « Réessayer » reads it again', async () => {
    const getOffers = jest.fn<Promise<Offer[]>, []>().mockRejectedValueOnce(new Error('down'));
    getOffers.mockResolvedValue([FUSILLI]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell({ path: '/produits-eligibles', load: pages, kit: fakeKit({ getOffers }) });
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(alert).toHaveTextContent('La liste des produits éligibles est momentanément indisponible.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Fusilli 500\u00a0g' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getOffers).toHaveBeenCalledTimes(2);
  });
});
