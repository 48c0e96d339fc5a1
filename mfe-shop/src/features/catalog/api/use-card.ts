import { useCardSlot } from 'shared-ui/data';
import { useShopKit } from '../../../app/shop-kit';

/** The single card slot (SHOP-CARD-1): available and pending stars, and the next goal (shared-ui's one reader). */
export function useCard() {
  const { kit, bus } = useShopKit();
  return useCardSlot(kit, bus);
}
