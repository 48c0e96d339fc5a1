import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { BusEventName } from 'shared-kit';
import { useKitUserId, useShopKit, type ShopKit } from './shop-kit';

/**
 * One SWR read of the user's provider data, keyed per user, revalidated by the bus events after
 * which it is stale (shared-kit/EVENTS.md) and when the tab regains focus.
 */
export function useShopData<T>(
  name: string,
  fetcher: (kit: ShopKit) => Promise<T>,
  events: readonly BusEventName[] = [],
  options: SWRConfiguration<T> = {},
) {
  const { kit, bus } = useShopKit();
  const userId = useKitUserId();
  const key = userId === null ? null : ['shop', userId, name];
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
