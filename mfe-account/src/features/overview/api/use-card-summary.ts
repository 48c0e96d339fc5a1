import type { Coupon } from 'shared-kit';
import { useAccountData } from '../../../app/use-account-data';
import type { AccountKit } from '../../../app/account-kit';

export interface CardSummary {
  available: number;
  pending: number;
  nextGoal: Coupon | null;
}

/** Spec §3 Card: the single card slot's stars (available and pending) and the user's next goal. */
async function readCardSummary(kit: AccountKit): Promise<CardSummary> {
  const [slot] = await kit.getCardSlots();
  if (!slot) throw new Error('the provider answered no card slot');
  return {
    available: slot.loyalty_card.data.available_points,
    pending: slot.loyalty_card.data.pending_points,
    nextGoal: slot.next_goal ?? null,
  };
}

/** Stale when stars move: an order, receipts sent (pending stars), anyone's `card:refresh`. */
export function useCardSummary() {
  return useAccountData('card-summary', readCardSummary, ['card:refresh', 'receipts:sent', 'order:completed']);
}
