import { useSiteRuntime } from 'shared-ui';
import { useMemo } from 'react';
import type { Coupon } from 'shared-kit';
import { useCardSlot } from 'shared-ui/data';

export interface CardSummary {
  available: number;
  pending: number;
  nextGoal: Coupon | null;
}

const NO_SLOT = new Error('the provider answered no card slot');

/**
 * SHOP-CARD-1: the single card slot's stars (available and pending) and the user's next goal, from shared-ui's one
 * card reader (the shop reads the same entry).
 */
export function useCardSummary() {
  const { kit, bus } = useSiteRuntime();
  const card = useCardSlot(kit, bus);
  const slot = card.data;
  const data = useMemo<CardSummary | undefined>(
    () =>
      slot
        ? {
            available: slot.loyalty_card.data.available_points,
            pending: slot.loyalty_card.data.pending_points,
            nextGoal: slot.next_goal ?? null,
          }
        : undefined,
    [slot],
  );
  return { ...card, data, error: card.error ?? (slot === null ? NO_SLOT : undefined) };
}
