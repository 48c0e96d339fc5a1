import { act, render, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { SWRConfig } from 'swr';
import { SiteRuntimeProvider } from '../runtime/site-runtime';
import { fakeRuntime } from '../testing/fake-runtime';
import { EventBus } from 'shared-kit/core';
import type { CardSlot } from 'shared-kit';
import { starBalanceOf, useCardSlot, useStarBalance, type CardKit } from './card';

function slot(available: number, pending: number): CardSlot {
  return { loyalty_card: { data: { available_points: available, pending_points: pending } } } as CardSlot;
}

function cardKit(answers: CardSlot[]) {
  const getCardSlots = jest.fn(async () => [answers.length > 1 ? (answers.shift() as CardSlot) : answers[0]!]);
  const kit: CardKit = Object.assign(observable({ session: { user: { id: 7 }, accessToken: 'token-7' } }), {
    getCardSlots,
  });
  return { kit, getCardSlots };
}

/** Two readers as two remotes' pages would be: the shop's catalogue header and the account's star summary. */
function Reader({ name, kit, bus }: { name: string; kit: CardKit; bus: EventBus }) {
  const { data } = useCardSlot(kit, bus);
  return <p data-testid={name}>{data ? `${data.loyalty_card.data.available_points} étoiles` : 'chargement'}</p>;
}

function renderBoth(kit: CardKit, bus: EventBus) {
  return render(
    // jsdom's document is not "visible": let SWR poll as it would on screen.
    <SiteRuntimeProvider runtime={fakeRuntime()}>
      <SWRConfig value={{ provider: () => new Map(), refreshWhenHidden: true }}>
        <Reader name="shop" kit={kit} bus={bus} />
        <Reader name="account" kit={kit} bus={bus} />
      </SWRConfig>
    </SiteRuntimeProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('useCardSlot: one reader of the card for every remote', () => {
  it('answers two pages from one request and one cache entry, and refreshes both on a card event', async () => {
    const { kit, getCardSlots } = cardKit([slot(120, 0), slot(95, 0)]);
    const bus = new EventBus();
    renderBoth(kit, bus);
    expect(await screen.findByTestId('shop')).toHaveTextContent('120 étoiles');
    expect(screen.getByTestId('account')).toHaveTextContent('120 étoiles');
    expect(getCardSlots).toHaveBeenCalledTimes(1);

    await act(async () => {
      bus.emit('order:completed', { orderedCouponIdentifiers: ['tablier'] });
    });
    expect(await screen.findAllByText('95 étoiles')).toHaveLength(2);
  });

  it('polls every 15 s while stars are pending, and stops once they are settled', async () => {
    jest.useFakeTimers();
    const { kit, getCardSlots } = cardKit([slot(10, 25), slot(35, 0), slot(35, 0)]);
    renderBoth(kit, new EventBus());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(getCardSlots).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByTestId('shop')).toHaveTextContent('35 étoiles');
    // Two pages polling the same entry make one request (SWR dedupes the key).
    expect(getCardSlots).toHaveBeenCalledTimes(2);
    const afterSettled = getCardSlots.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(getCardSlots.mock.calls.length).toBe(afterSettled);
  });
});

describe('the star balance: read out of the card slot in one place', () => {
  it('is the slot’s available and pending stars, loading before an answer, unavailable without a slot or on a failure', () => {
    expect(starBalanceOf({ data: slot(120, 30) })).toEqual({ state: 'ready', available: 120, pending: 30 });
    expect(starBalanceOf({ data: undefined })).toEqual({ state: 'loading' });
    expect(starBalanceOf({ data: null })).toEqual({ state: 'unavailable' });
    expect(starBalanceOf({ data: slot(5, 0), error: new Error('read failed') })).toEqual({ state: 'unavailable' });
  });

  it('reaches a page from the card’s own cache entry: no request of its own, and moves with the card', async () => {
    const { kit, getCardSlots } = cardKit([slot(120, 0), slot(40, 15)]);
    const bus = new EventBus();
    function Balance() {
      const balance = useStarBalance(kit, bus);
      return <p data-testid="balance">{balance.state === 'ready' ? `${balance.available}+${balance.pending}` : '…'}</p>;
    }
    render(
      <SiteRuntimeProvider runtime={fakeRuntime()}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Reader name="shop" kit={kit} bus={bus} />
          <Balance />
        </SWRConfig>
      </SiteRuntimeProvider>,
    );
    expect(await screen.findByText('120+0')).toBeInTheDocument();
    expect(getCardSlots).toHaveBeenCalledTimes(1);
    await act(async () => {
      bus.emit('card:refresh', {});
    });
    expect(await screen.findByText('40+15')).toBeInTheDocument();
  });
});
