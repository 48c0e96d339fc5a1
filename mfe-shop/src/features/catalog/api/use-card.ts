import type { CardSlot } from 'shared-kit';
import { useShopData } from '../../../app/use-shop-data';

export const PENDING_POLL_MS = 15_000;

/** The single card slot (spec §3 Card): available and pending stars, and the next goal. */
export function useCard() {
  return useShopData<CardSlot | null>(
    'card',
    async (kit) => (await kit.getCardSlots())[0] ?? null,
    ['card:refresh', 'receipts:sent'],
    // While receipts are pending the provider may settle them any moment: a modest poll.
    { refreshInterval: (slot) => ((slot?.loyalty_card.data.pending_points ?? 0) > 0 ? PENDING_POLL_MS : 0) },
  );
}
