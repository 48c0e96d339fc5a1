import { useEffect, useRef } from 'react';
import type { EventBus, Receipt } from 'shared-kit';
// Through the package name (use-user-data.ts says why): the context is the host's.
import { pageRead, useLoaded } from 'shared-ui';
import { useStarBalance, type CardKit } from './card';
import { useUserData } from './use-user-data';

/** What the receipts reader needs of a remote's kit. */
export interface ReceiptsKit extends CardKit {
  getReceipts(): Promise<Receipt[]>;
}

/** Every receipt of the user, read by the loader of « Mes preuves d’achat » and by `useReceipts`. */
export const receiptsRead = pageRead('receipts', (kit: Pick<ReceiptsKit, 'getReceipts'>) => kit.getReceipts());

/**
 * Every receipt of the user, all statuses, newest first (provider-sandbox CONTRACT.md GET /api/kitv4/receipts): one
 * entry per user for the shop's confirmation after a send and the account's history. Stale after a send
 * (`receipts:sent`). The provider settles receipts on its own: while one of them is pending, the list is read again
 * each time the star card moves — a receipt validated or refused changes the pending stars, and the card's one poll
 * (`useCardSlot`, every 15 s while stars are pending, the header's own) is how the page hears of it. No poll of its own.
 */
export function useReceipts(kit: ReceiptsKit, bus: EventBus) {
  // What the page's loader read: the list starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(receiptsRead);
  const receipts = useUserData(
    { scope: 'provider', kit, bus },
    receiptsRead.name,
    (reader) => receiptsRead.read(reader),
    ['receipts:sent'],
    { fallbackData: loaded },
  );
  const balance = useStarBalance(kit, bus);
  const stars = balance.state === 'ready' ? `${balance.available}/${balance.pending}` : null;
  const anyPending = receipts.data?.some((receipt) => receipt.status === 'pending') ?? false;
  const seen = useRef(stars);
  const { mutate } = receipts;
  useEffect(() => {
    if (stars === null || seen.current === stars) return;
    const moved = seen.current !== null;
    seen.current = stars;
    if (moved && anyPending) void mutate();
  }, [stars, anyPending, mutate]);
  return receipts;
}
