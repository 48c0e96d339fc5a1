import { useSiteRuntime } from 'shared-ui';
import { useSavedAddresses as useProviderAddresses } from 'shared-ui/data';

/** The player's saved addresses, offered at step 2 of the participation (shared-ui's one reader, as « Mes adresses »). */
export function useSavedAddresses() {
  const { kit, bus } = useSiteRuntime();
  return useProviderAddresses(kit, bus);
}
