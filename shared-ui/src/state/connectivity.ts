import type { EventBus } from 'shared-kit/core';
import { atom, uiStore, useAtomValue } from './ui-jotai';

/**
 * Whether the page can reach what it needs, from two witnesses: the browser (navigator.onLine and its online/offline
 * events: no network at all) and the kit (`connection:changed`: its calls get no answer, e.g. a weak signal that
 * still counts as « online », or a provider down).
 */
export const browserOnlineAtom = atom(true);
export const providerReachableAtom = atom(true);

/** What the connection banner says: nothing, no network, or no answer from the service. */
export type ConnectionNotice = 'offline' | 'unreachable' | null;

export const connectionNoticeAtom = atom<ConnectionNotice>((get) =>
  !get(browserOnlineAtom) ? 'offline' : get(providerReachableAtom) ? null : 'unreachable',
);

type Store = typeof uiStore;

/**
 * Follows both witnesses into `uiStore` (the host starts it once per page; the QA shells too). The network coming
 * back clears « unreachable » as well: the next call says again if the service still does not answer.
 */
export function watchConnectivity(
  bus: Pick<EventBus, 'on'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> } = window,
  store: Store = uiStore,
): () => void {
  store.set(browserOnlineAtom, target.navigator.onLine);
  const online = () => {
    store.set(browserOnlineAtom, true);
    store.set(providerReachableAtom, true);
  };
  const offline = () => store.set(browserOnlineAtom, false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  const stopKit = bus.on('connection:changed', ({ reachable }) => store.set(providerReachableAtom, reachable));
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    stopKit();
  };
}

/**
 * True while the browser has no network: an action that sends something is disabled then, with the reason beside
 * it, instead of failing once clicked. (A service that does not answer only shows the banner: the user may retry.)
 */
export function useOffline(): boolean {
  return !useAtomValue(browserOnlineAtom, { store: uiStore });
}
