import { useCardSlot } from 'shared-ui/data';
import { useSiteRuntime } from 'shared-ui';

export type StarBalance =
  { state: 'loading' } | { state: 'ready'; points: number; pending: number } | { state: 'unavailable' };

/**
 * The header's star balance (SHOP-CARD-1) with the stars still pending, from shared-ui's one card
 * reader: the same cache entry as the shop's and the account's pages, one request and one poll while stars are
 * pending, refreshed by `card:refresh`, `receipts:sent` and `order:completed`, and on focus.
 */
export function useStarBalance(): StarBalance {
  const { kit, bus } = useSiteRuntime();
  const { data, error } = useCardSlot(kit, bus);
  if (error || data === null) return { state: 'unavailable' };
  if (data === undefined) return { state: 'loading' };
  const { available_points: points, pending_points: pending } = data.loyalty_card.data;
  return { state: 'ready', points, pending };
}
