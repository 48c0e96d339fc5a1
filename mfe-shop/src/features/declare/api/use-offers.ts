import { useOffers as useProviderOffers } from 'shared-ui/data';
import { useShopKit } from '../../../app/shop-kit';

/** The eligible products (provider offers, public): images and star values for the declare page (one shared entry). */
export function useOffers() {
  const { kit } = useShopKit();
  return useProviderOffers(kit);
}
