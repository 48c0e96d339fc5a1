import { useMemo } from 'react';
import type { Coupon } from 'shared-kit';
import { useCard } from '../api/use-card';
import { useCatalog } from '../api/use-catalog';

/** Card + catalogue as the shop pages need them: goodies by identifier, stars, next goal. */
export function useShopState() {
  const card = useCard();
  const catalog = useCatalog();
  const coupons = useMemo(
    () => new Map<string, Coupon>((catalog.data?.coupons ?? []).map((coupon) => [coupon.identifier, coupon])),
    [catalog.data],
  );
  const slot = card.data;
  return {
    coupons,
    list: catalog.data?.coupons ?? [],
    /** null while unknown or without a card: SHOP-BASKET-1 then refuses every add. */
    available: slot ? slot.loyalty_card.data.available_points : null,
    pending: slot?.loyalty_card.data.pending_points ?? 0,
    nextGoal: slot?.next_goal ?? null,
    loading: (catalog.data === undefined && !catalog.error) || (card.data === undefined && !card.error),
    error: catalog.error ?? card.error ?? null,
    retry: () => {
      void catalog.mutate();
      void card.mutate();
    },
  };
}
