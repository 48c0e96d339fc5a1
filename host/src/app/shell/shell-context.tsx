import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { VISITOR_READS, type ServerReadId, type ServerReads, type SiteRuntime } from 'shared-kit/core';
import { SiteRuntimeProvider, useHydrated, useSiteRuntime } from 'shared-ui';
import type { KitOwnerView } from '../kit-session/shell-kit-session';
import type { PageReadsLifetime } from '../server-render/first-page-reads';
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
  /** The e-mail of the visitor the server rendered the page for: their own reads are given while they are logged in. */
  readsFor?: string;
  /** Until when the server's reads describe the page on screen (absent: as long as the page lives). */
  readsHeld?: PageReadsLifetime;
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
      <SiteRuntimeProvider runtime={runtime}>
        <PageRuntime>{children}</PageRuntime>
      </SiteRuntimeProvider>
    </ShellContext.Provider>
  );
}

const withoutVisitorReads = (reads: ServerReads): ServerReads =>
  Object.fromEntries(Object.entries(reads).filter(([id]) => !VISITOR_READS.includes(id as ServerReadId)));

const HELD_FOR_EVER = { held: () => true, subscribe: () => () => undefined };

/**
 * The runtime as the page gets it: the server's reads of a visitor's own data only while that visitor is the one
 * logged in (another login in the tab must never start from them), and only on the page they were read for.
 */
function PageRuntime({ children }: { children: ReactNode }) {
  const runtime = useSiteRuntime();
  const { readsFor, readsHeld = HELD_FOR_EVER } = useShell();
  const { user } = useSession();
  const theirs = user !== null && user.email === readsFor;
  const held = useSyncExternalStore(readsHeld.subscribe, readsHeld.held, () => true);
  const page = useMemo(() => {
    if (!held) return { ...runtime, data: { ...runtime.data, reads: {} } };
    if (theirs) return runtime;
    return { ...runtime, data: { ...runtime.data, reads: withoutVisitorReads(runtime.data.reads) } };
  }, [held, theirs, runtime]);
  return <SiteRuntimeProvider runtime={page}>{children}</SiteRuntimeProvider>;
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
