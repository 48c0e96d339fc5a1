import type { SWRConfiguration } from 'swr';
import type { BusEventName, CardSlot, EventBus } from 'shared-kit';
// Through the package name (use-user-data.ts says why): the context is the host's.
import { pageRead, useLoaded } from 'shared-ui';
import { useUserData, type AuthorizedSession } from './use-user-data';

/** What the card reader needs of a remote's kit. */
export interface CardKit extends AuthorizedSession {
  getCardSlots(): Promise<CardSlot[]>;
}

/** The user's card slot, read by the loader of every page of theirs (the header shows it) and by `useCardSlot`. */
export const cardSlotRead = pageRead('card-slot', async (kit: Pick<CardKit, 'getCardSlots'>) => {
  return (await kit.getCardSlots())[0] ?? null;
});

/** While receipts wait for the provider, it may settle them any moment: a modest poll. */
export const CARD_PENDING_POLL_MS = 15_000;

/** Stars move after an order, a receipt sent, or anyone's `card:refresh` (shared-kit/EVENTS.md). */
const CARD_EVENTS: readonly BusEventName[] = ['card:refresh', 'receipts:sent', 'order:completed'];

function pendingPoll(slot: CardSlot | null | undefined): number {
  const balance = starBalanceOf({ data: slot });
  return balance.state === 'ready' && balance.pending > 0 ? CARD_PENDING_POLL_MS : 0;
}

/**
 * The user's single card slot (available and pending stars, next goal): one reader for every remote. One cache
 * entry per user whichever page asks (the swr singleton's cache), so the shop and the account share the request,
 * the answer and the one poll that runs while stars are pending. null: the provider answered no slot.
 */
export function useCardSlot(kit: CardKit, bus: EventBus) {
  // What the page's loaders read: the slot starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(cardSlotRead);
  return useUserData(
    { scope: 'provider', kit, bus },
    cardSlotRead.name,
    (reader) => cardSlotRead.read(reader),
    CARD_EVENTS,
    // A new function each render on purpose: SWR reads a function interval when its identity changes, so the poll
    // starts once the answer shows pending stars (a constant would be read once, before any answer).
    {
      refreshInterval: (slot) => pendingPoll(slot),
      fallbackData: loaded,
    } satisfies SWRConfiguration<CardSlot | null>,
  );
}

/**
 * SHOP-CARD-1: the user's stars, the balance (`available`) and those the provider has not settled yet (`pending`).
 * Unavailable when the card could not be read or the provider answered no slot.
 */
export type StarBalance =
  { state: 'loading' } | { state: 'ready'; available: number; pending: number } | { state: 'unavailable' };

/**
 * The one place that reads the stars out of the provider's card slot (the kit's `getStarBalance` reads the same field,
 * but as a request of its own: every reader here shares the card's one cache entry instead). Takes what
 * `useCardSlot` answers, for a page that also needs the slot's next goal or its retry.
 */
export function starBalanceOf(card: { data: CardSlot | null | undefined; error?: unknown }): StarBalance {
  if (card.error || card.data === null) return { state: 'unavailable' };
  if (card.data === undefined) return { state: 'loading' };
  const { available_points: available, pending_points: pending } = card.data.loyalty_card.data;
  return { state: 'ready', available, pending };
}

/** The user's stars, from the card's one cache entry (header, shop, account: same request, same poll). */
export function useStarBalance(kit: CardKit, bus: EventBus): StarBalance {
  return starBalanceOf(useCardSlot(kit, bus));
}
