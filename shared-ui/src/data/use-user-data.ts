import { reaction } from 'mobx';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import type { BusEventName, EventBus } from 'shared-kit/core';
// Through the package name: this entry is a federation module of its own, and a relative import would
// give it a private copy of the store and the atom the host sets.
import { kitStatusAtom, uiStore, useAtomValue, useHydrated } from 'shared-ui';

/** What a page needs of the kit to know whose data it reads: its authorized session. */
export interface AuthorizedSession {
  session: { user: { id: number } | null; accessToken: string | null };
}

function authorizedUserId(kit: AuthorizedSession): number | null {
  const { user, accessToken } = kit.session;
  return user !== null && accessToken !== null ? user.id : null;
}

const notAuthorizedYet = () => null;

/**
 * The provider id of the user the kit acts for, null until the host has authorized it (it does so
 * after every session change, AUTH-4). SWR keys carry it, so one user never sees another's cache
 * and nothing is requested before the kit can answer. Null on the server and while a server-rendered page hydrates
 * (the server's kit authorizes nobody), whether or not the browser's kit is ready by then: hydration sees what the
 * server rendered, and the data is read right after.
 */
export function useAuthorizedUserId(kit: AuthorizedSession): number | null {
  const subscribe = useCallback((onChange: () => void) => reaction(() => authorizedUserId(kit), onChange), [kit]);
  return useSyncExternalStore(subscribe, () => authorizedUserId(kit), notAuthorizedYet);
}

/** What a read answers while the host could not authorize the kit (the provider unreachable). */
export class KitUnavailableError extends Error {
  constructor() {
    super('The provider could not be reached to authorize the user; the host tries again.');
    this.name = 'KitUnavailableError';
  }
}

const KIT_UNAVAILABLE = new KitUnavailableError();

export interface UserDataSource<Kit extends AuthorizedSession> {
  /** Names the remote in the cache key, so two remotes never share an entry by accident. */
  scope: string;
  kit: Kit;
  bus: EventBus;
}

/**
 * One SWR read of the user's provider data, keyed per user and revalidated by the bus events after
 * which it is stale (shared-kit/EVENTS.md); SWR also revalidates when the tab regains focus, which
 * is how a receipt the provider settled meanwhile changes status without a reload.
 */
export function useUserData<Kit extends AuthorizedSession, T>(
  { scope, kit, bus }: UserDataSource<Kit>,
  name: string,
  fetcher: (kit: Kit) => Promise<T>,
  events: readonly BusEventName[] = [],
  options: SWRConfiguration<T> = {},
) {
  const userId = useAuthorizedUserId(kit);
  const kitStatus = useAtomValue(kitStatusAtom, { store: uiStore });
  const hydrated = useHydrated();
  const key = userId === null ? null : [scope, userId, name];
  // What the server read for this page (`fallbackData`, the runtime's data) is fresh: the browser starts from it and
  // reads it again on the events that change it, on focus or on a later page, never right after hydrating.
  const fromServer = options.fallbackData !== undefined ? { revalidateOnMount: false } : {};
  const swr = useSWR<T>(key, () => fetcher(kit), { shouldRetryOnError: false, ...fromServer, ...options });
  const { mutate } = swr;
  const { cache } = useSWRConfig();
  const served = options.fallbackData;
  const cacheKey = key === null ? null : unstable_serialize(key);
  useEffect(() => {
    // SWR's fallback is this hook's alone and lasts while the page's reads do: they are let go at the next page, and a
    // part that stays (the header's star chip) would lose its data (« … ») until read again, and a page that corrects
    // its own address in place (a gift reached by an old name) would show « Chargement… » for ever: it was told not to
    // read on mount. The server's answer becomes the cache entry it stands for, unless the cache already holds one.
    if (cacheKey === null || served === undefined || cache.get(cacheKey)?.data !== undefined) return;
    void mutate(served, { revalidate: false });
  }, [cacheKey, served, cache, mutate]);
  const eventList = events.join(',');
  const active = key !== null;
  useEffect(() => {
    if (!active || eventList === '') return undefined;
    const offs = eventList.split(',').map((event) => bus.on(event as BusEventName, () => void mutate()));
    return () => offs.forEach((off) => off());
  }, [bus, mutate, eventList, active]);
  // No user yet because the provider is down: the page shows its failure, and its data once the
  // host's retry has authorized the kit (the key then appears and SWR reads it). Not while a server-rendered page
  // hydrates: the server could not know, and the page says it right after.
  const kitUnavailable = hydrated && key === null && kitStatus === 'failed';
  return { ...swr, error: swr.error ?? (kitUnavailable ? KIT_UNAVAILABLE : undefined), userId };
}
