import { useSiteRuntime } from 'shared-ui';
import { useSavedAddresses as useProviderAddresses } from 'shared-ui/data';

/**
 * The user's saved addresses, oldest first (shared-ui's one reader, as « Mes adresses » and the game's
 * participation): the default one prefills the order.
 */
export function useSavedAddresses() {
  const { kit, bus } = useSiteRuntime();
  return useProviderAddresses(kit, bus);
}
