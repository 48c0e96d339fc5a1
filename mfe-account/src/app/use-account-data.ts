import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { BusEventName } from 'shared-kit';
import { useAccountKit, useKitUserId, type AccountKit } from './account-kit';

/**
 * One SWR read of the user's provider data, keyed per user (architecture: "keyed per user,
 * revalidated by bus events"). `events` are the bus events after which the data is stale
 * (shared-kit/EVENTS.md); SWR also revalidates when the tab regains focus, which is how a receipt
 * the provider settled meanwhile changes status without a reload.
 */
export function useAccountData<T>(
  name: string,
  fetcher: (kit: AccountKit) => Promise<T>,
  events: readonly BusEventName[] = [],
  options: SWRConfiguration<T> = {},
) {
  const { kit, bus } = useAccountKit();
  const userId = useKitUserId();
  const key = userId === null ? null : ['account', userId, name];
  const swr = useSWR<T>(key, () => fetcher(kit), { shouldRetryOnError: false, ...options });
  const { mutate } = swr;
  const eventList = events.join(',');
  const active = key !== null;
  useEffect(() => {
    if (!active || eventList === '') return undefined;
    const offs = eventList.split(',').map((event) => bus.on(event as BusEventName, () => void mutate()));
    return () => offs.forEach((off) => off());
  }, [bus, mutate, eventList, active]);
  return { ...swr, userId };
}
