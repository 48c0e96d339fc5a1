import { bus } from 'shared-kit';
import { useSavedAddresses as useProviderAddresses } from 'shared-ui/data';
import { kit } from '../../../kit';

/** The player's saved addresses, offered at step 2 of the participation (shared-ui's one reader, as « Mes adresses »). */
export function useSavedAddresses() {
  return useProviderAddresses(kit, bus);
}
