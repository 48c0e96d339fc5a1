import { useSiteRuntime } from 'shared-ui';
import { useCardSlot } from 'shared-ui/data';

/** The single card slot (SHOP-CARD-1): available and pending stars, and the next goal (shared-ui's one reader). */
export function useCard() {
  const { kit, bus } = useSiteRuntime();
  return useCardSlot(kit, bus);
}
