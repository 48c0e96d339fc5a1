import { useSiteRuntime } from 'shared-ui';
import { useMemo } from 'react';
import type { Coupon } from 'shared-kit';
import { starBalanceOf, useCardSlot } from 'shared-ui/data';

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
  const data = useMemo<CardSummary | undefined>(() => {
    // The last stars read stay on screen when a later read fails (StarSummary says a failure only without them).
    const stars = starBalanceOf({ data: slot });
    return stars.state === 'ready' && slot
      ? { available: stars.available, pending: stars.pending, nextGoal: slot.next_goal ?? null }
      : undefined;
  }, [slot]);
  return { ...card, data, error: card.error ?? (slot === null ? NO_SLOT : undefined) };
}
