import { useSavedAddresses as useProviderAddresses } from 'shared-ui/data';
import { useShopKit } from '../../../app/shop-kit';

/**
 * The user's saved addresses, oldest first (shared-ui's one reader, as « Mes adresses » and the game's
 * participation): the default one prefills the order.
 */
export function useSavedAddresses() {
  const { kit, bus } = useShopKit();
  return useProviderAddresses(kit, bus);
}
