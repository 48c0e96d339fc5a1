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
