import { act, render, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { SWRConfig } from 'swr';
import { SiteRuntimeProvider } from '../runtime/site-runtime';
import { fakeRuntime } from '../testing/fake-runtime';
import { EventBus } from 'shared-kit/core';
import type { CardSlot, Receipt } from 'shared-kit';
import { CARD_PENDING_POLL_MS } from './card';
import { useReceipts, type ReceiptsKit } from './receipts';

const slot = (available: number, pending: number) =>
  ({ loyalty_card: { data: { available_points: available, pending_points: pending } } }) as CardSlot;
const receipt = (status: Receipt['status']) => ({ uuid: 'r-1', status, stars: 25 }) as Receipt;

function receiptsKit() {
  const getCardSlots = jest.fn(async () => [slot(0, 25)]);
  const getReceipts = jest.fn(async () => [receipt('pending')]);
  const kit: ReceiptsKit = Object.assign(observable({ session: { user: { id: 7 }, accessToken: 'token-7' } }), {
    getCardSlots,
    getReceipts,
  });
  return { kit, getCardSlots, getReceipts };
}

function Status({ kit, bus }: { kit: ReceiptsKit; bus: EventBus }) {
  const { data } = useReceipts(kit, bus);
  return <p data-testid="status">{data?.[0]?.status ?? 'chargement'}</p>;
}

function renderStatus(kit: ReceiptsKit, bus = new EventBus()) {
  render(
    // jsdom's document is not "visible": let SWR poll as it would on screen.
    <SiteRuntimeProvider runtime={fakeRuntime()}>
      <SWRConfig value={{ provider: () => new Map(), refreshWhenHidden: true, dedupingInterval: 0 }}>
        <Status kit={kit} bus={bus} />
      </SWRConfig>
    </SiteRuntimeProvider>,
  );
}

const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

afterEach(() => jest.useRealTimers());

describe('useReceipts: the receipts follow the star card while one of them is pending', () => {
  it('a receipt settled by the provider shows at the card poll’s next read that moved, with no poll of its own', async () => {
    jest.useFakeTimers();
    const { kit, getCardSlots, getReceipts } = receiptsKit();
    renderStatus(kit);
    await tick(10);
    expect(screen.getByTestId('status')).toHaveTextContent('pending');
    expect(getReceipts).toHaveBeenCalledTimes(1);

    // Nothing moved on the card: the receipts are not read again.
    await tick(CARD_PENDING_POLL_MS);
    expect(getCardSlots).toHaveBeenCalledTimes(2);
    expect(getReceipts).toHaveBeenCalledTimes(1);

    // Refused: its pending stars are gone from the card, which the next poll reads.
    getCardSlots.mockResolvedValue([slot(0, 0)]);
    getReceipts.mockResolvedValue([receipt('rejected')]);
    await tick(CARD_PENDING_POLL_MS);
    expect(screen.getByTestId('status')).toHaveTextContent('rejected');
    expect(getReceipts).toHaveBeenCalledTimes(2);

    // Nothing pending any more: neither the card nor the receipts are read again.
    await tick(3 * CARD_PENDING_POLL_MS);
    expect(getCardSlots).toHaveBeenCalledTimes(3);
    expect(getReceipts).toHaveBeenCalledTimes(2);
  });

  it('with nothing pending, a move of the card (an order) does not read the receipts again', async () => {
    const { kit, getCardSlots, getReceipts } = receiptsKit();
    getReceipts.mockResolvedValue([receipt('accepted')]);
    getCardSlots.mockResolvedValue([slot(300, 0)]);
    const bus = new EventBus();
    renderStatus(kit, bus);
    expect(await screen.findByText('accepted')).toBeInTheDocument();
    getCardSlots.mockResolvedValue([slot(210, 0)]);
    await act(async () => {
      bus.emit('order:completed', { orderedCouponIdentifiers: ['goody-mug'] });
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getCardSlots).toHaveBeenCalledTimes(2);
    expect(getReceipts).toHaveBeenCalledTimes(1);
  });
});
