import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SiteRuntime } from 'shared-kit/core';
import { SiteRuntimeProvider, useHydrated, useSiteRuntime } from 'shared-ui';
import type { KitOwnerView } from '../kit-session/shell-kit-session';
import type { SessionSource } from '../session/session-source';
import { useSessionView, type SessionView } from '../session/session-source';

/**
 * What the shell holds besides the page's runtime (shared-kit `SiteRuntime`, which every page reaches through
 * shared-ui's `useSiteRuntime`): the host's own, never a page's. Injected once, replaced in tests.
 */
export interface ShellServices {
  /** The runtime's session itself, as the shell drives it (read at start-up, cleared). */
  session: SessionSource;
  /** The kit's lifecycle owner, as the logout asks it. */
  kitOwner: KitOwnerView;
  /**
   * The kit and the session store when they load after the first render (kit-session/shell-kit-session.ts): what a
   * page that uses them waits for. Absent: they were there before it (tests, the server).
   */
  kitLoading?: KitLoading;
}

/** The kit's loading as the shell's pages see it. */
export interface KitLoading {
  ready(): Promise<void>;
  /** The kit's instance id once it is loaded. */
  readonly instanceId: string | undefined;
  onLoaded(listener: () => void): () => void;
}

const ShellContext = createContext<ShellServices | null>(null);

/** The page's runtime to every part of the page, and the shell's own services to the shell. */
export function ShellProvider({
  runtime,
  services,
  children,
}: {
  runtime: SiteRuntime;
  services: ShellServices;
  children: ReactNode;
}) {
  return (
    <ShellContext.Provider value={services}>
      <SiteRuntimeProvider runtime={runtime}>{children}</SiteRuntimeProvider>
    </ShellContext.Provider>
  );
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() outside <ShellProvider>');
  return services;
}

/** The session as the header and the pages show it; re-renders on bus changes. */
export function useSession(): SessionView {
  const { session } = useShell();
  return useSessionView(session, useSiteRuntime().bus);
}

const NO_LOADING = () => () => undefined;

/**
 * The page-wide kit's instance id for a shell page's `data-kit-instance` (the one-kit check of the journeys): once
 * hydrated (the server's kit is another) and once the kit is loaded.
 */
export function useShellKitInstanceTag(): string | undefined {
  const { kitLoading } = useShell();
  const instanceId = useSyncExternalStore(
    kitLoading ? (onChange) => kitLoading.onLoaded(onChange) : NO_LOADING,
    () => kitLoading?.instanceId,
    () => undefined,
  );
  return useHydrated() ? instanceId : undefined;
}
