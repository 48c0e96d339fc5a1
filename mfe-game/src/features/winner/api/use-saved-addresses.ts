import { useSavedAddresses as useProviderAddresses } from 'shared-ui/data';
import { useGameKit } from '../../../app/game-kit';

/** The player's saved addresses, offered at step 2 of the participation (shared-ui's one reader, as « Mes adresses »). */
export function useSavedAddresses() {
  const { kit, bus } = useGameKit();
  return useProviderAddresses(kit, bus);
}
