import { useSiteRuntime } from 'shared-ui';
import type { SWRConfiguration } from 'swr';
import type { BusEventName } from 'shared-kit';
import { useUserData } from 'shared-ui/data';
import type { SiteKit } from 'shared-kit';

/** One SWR read of the user's provider data for the account pages (see shared-ui/data). */
export function useAccountData<T>(
  name: string,
  fetcher: (kit: SiteKit) => Promise<T>,
  events: readonly BusEventName[] = [],
  options: SWRConfiguration<T> = {},
) {
  const { kit, bus } = useSiteRuntime();
  return useUserData({ scope: 'account', kit, bus }, name, fetcher, events, options);
}
