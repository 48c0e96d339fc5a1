import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while a server-rendered page hydrates (and on the server), true on any render after that
 * and on client renders. What only the browser knows (the address's #fragment, which never
 * reaches the server) is read once this is true, so hydration sees what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * The page-wide kit's instance id for a page's `data-kit-instance` (the one-kit check of the journeys), once hydrated:
 * the server's kit is another instance, so the server-rendered HTML never carries it.
 */
export function useKitInstanceTag(kit: { readonly instanceId: string }): string | undefined {
  return useHydrated() ? kit.instanceId : undefined;
}
