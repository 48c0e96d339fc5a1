import { useMemo } from 'react';
import type { Coupon } from 'shared-kit';
import { starBalanceOf } from 'shared-ui/data';
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
  // The page says its own failure (error below): the stars are read from the slot alone.
  const stars = starBalanceOf({ data: card.data });
  return {
    coupons,
    list: catalog.data?.coupons ?? [],
    /** null while unknown or without a card: SHOP-BASKET-1 then refuses every add. */
    available: stars.state === 'ready' ? stars.available : null,
    pending: stars.state === 'ready' ? stars.pending : 0,
    nextGoal: card.data?.next_goal ?? null,
    loading: (catalog.data === undefined && !catalog.error) || (card.data === undefined && !card.error),
    error: catalog.error ?? card.error ?? null,
    retry: () => {
      void catalog.mutate();
      void card.mutate();
    },
  };
}
