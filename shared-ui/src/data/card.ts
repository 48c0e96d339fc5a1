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

const pendingPoll = (slot: CardSlot | null | undefined) =>
  (slot?.loyalty_card.data.pending_points ?? 0) > 0 ? CARD_PENDING_POLL_MS : 0;

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
