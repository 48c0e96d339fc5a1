import useSWR from 'swr';
import type { UserInformation } from 'shared-kit';
import { kit } from '../../../kit';

/** The player's saved addresses (kit getUserInformations), offered at step 2 of the participation. */
export function useSavedAddresses() {
  return useSWR<UserInformation[], Error>(
    kit.user ? ['game:user-informations', kit.user.email] : null,
    () => kit.getUserInformations(),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
