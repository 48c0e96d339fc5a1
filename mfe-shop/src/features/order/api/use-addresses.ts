import type { UserInformation } from 'shared-kit';
import { useShopData } from '../../../app/use-shop-data';

/** The user's saved addresses (user informations), oldest first; the default one prefills the order. */
export function useAddresses() {
  return useShopData<UserInformation[]>('addresses', (kit) => kit.getUserInformations(), [], {
    revalidateOnFocus: false,
  });
}
