import { act, render, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { SWRConfig } from 'swr';
import { SiteRuntimeProvider } from '../runtime/site-runtime';
import { fakeRuntime } from '../testing/fake-runtime';
import { EventBus } from 'shared-kit/core';
import type { Offer, UserInformation } from 'shared-kit';
import { useOffers, useSavedAddresses, type SavedAddressesKit } from './provider-reads';

function providerKit(userId: number | null) {
  const getOffers = jest.fn(async () => [{ ean: '3760001230017', name: 'Spaghetti 500 g' } as Offer]);
  const getUserInformations = jest.fn(async () => [{ id: 4, city: 'Dijon' } as UserInformation]);
  const kit: SavedAddressesKit & { getOffers: typeof getOffers } = Object.assign(
    observable({
      session: { user: userId === null ? null : { id: userId }, accessToken: userId === null ? null : 'token' },
    }),
    { getOffers, getUserInformations },
  );
  return { kit, getOffers, getUserInformations };
}

/** A page of one remote reading both. */
function Page({ name, kit, bus }: { name: string; kit: ReturnType<typeof providerKit>['kit']; bus: EventBus }) {
  const offers = useOffers(kit);
  const addresses = useSavedAddresses(kit, bus);
  return (
    <p data-testid={name}>
      {offers.data?.[0]?.name ?? '…'} / {addresses.data?.[0]?.city ?? '…'}
    </p>
  );
}

function renderTwoRemotes(kit: ReturnType<typeof providerKit>['kit'], bus = new EventBus()) {
  return render(
    <SiteRuntimeProvider runtime={fakeRuntime()}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Page name="shop" kit={kit} bus={bus} />
        <Page name="game" kit={kit} bus={bus} />
      </SWRConfig>
    </SiteRuntimeProvider>,
  );
}

describe('one reader per provider resource', () => {
  it('reads the offers and the saved addresses once for every page that shows them', async () => {
    const { kit, getOffers, getUserInformations } = providerKit(7);
    renderTwoRemotes(kit);
    expect(await screen.findAllByText('Spaghetti 500 g / Dijon')).toHaveLength(2);
    expect(getOffers).toHaveBeenCalledTimes(1);
    expect(getUserInformations).toHaveBeenCalledTimes(1);
  });

  it('reads public offers for anybody, the saved addresses only once the kit acts for a user', async () => {
    const { kit, getUserInformations } = providerKit(null);
    renderTwoRemotes(kit);
    expect(await screen.findAllByText('Spaghetti 500 g / …')).toHaveLength(2);
    expect(getUserInformations).not.toHaveBeenCalled();
  });

  it('reads the saved addresses again once an address is written, here or in another tab of the visitor', async () => {
    const { kit, getUserInformations } = providerKit(7);
    const bus = new EventBus();
    renderTwoRemotes(kit, bus);
    expect(await screen.findAllByText('Spaghetti 500 g / Dijon')).toHaveLength(2);
    getUserInformations.mockResolvedValue([{ id: 5, city: 'Lyon' } as UserInformation]);
    await act(async () => bus.emit('addresses:changed', {}, 'other-tab'));
    expect(await screen.findAllByText('Spaghetti 500 g / Lyon')).toHaveLength(2);
  });
});
