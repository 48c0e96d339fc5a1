import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  VISITOR_READS,
  type EventBus,
  type ServerFormState,
  type ServerReadId,
  type ServerReads,
  type SiteConfig,
} from 'shared-kit/core';
import { ServerReadsContext, useHydrated } from 'shared-ui';
import type { Clock } from '../clock/clock';
import type { AppKit } from '../kit-session/shell-kit';
import type { SessionSource } from '../session/session-source';
import { useSessionView, type SessionView } from '../session/session-source';

/** Everything the shell reads from outside: injected once, replaced in tests. */
export interface ShellDeps {
  config: SiteConfig;
  session: SessionSource;
  clock: Clock;
  bus: EventBus;
  kit: AppKit;
  /**
   * The kit and the session store when they load after the first render (kit-session/shell-kit-session.ts): what a
   * page that uses them waits for. Absent: they were there before it (tests, the server).
   */
  kitLoading?: KitLoading;
  /** What the server read for the page it rendered (given to that page's first render as `serverReads`). */
  serverReads?: ServerReads;
  /** The e-mail of the visitor the server rendered the page for: their own reads are given while they are logged in. */
  serverReadsFor?: string;
  /** The server's answer to the page's form sent without JavaScript (given to the page as `serverForm`). */
  serverForm?: ServerFormState;
}

/** The kit's loading as the shell's pages see it. */
export interface KitLoading {
  ready(): Promise<void>;
  /** The kit's instance id once it is loaded. */
  readonly instanceId: string | undefined;
  onLoaded(listener: () => void): () => void;
}

const ShellContext = createContext<ShellDeps | null>(null);

export function ShellProvider({ deps, children }: { deps: ShellDeps; children: ReactNode }) {
  return (
    <ShellContext.Provider value={deps}>
      <PageReads>{children}</PageReads>
    </ShellContext.Provider>
  );
}

const withoutVisitorReads = (reads: ServerReads): ServerReads =>
  Object.fromEntries(Object.entries(reads).filter(([id]) => !VISITOR_READS.includes(id as ServerReadId)));

/**
 * The server's reads for the page, to every part of it (shared-ui `useServerRead`): a visitor's own reads only while
 * that visitor is the one logged in (another login in the tab must never start from them).
 */
function PageReads({ children }: { children: ReactNode }) {
  const { serverReads, serverReadsFor } = useShell();
  const { user } = useSession();
  const theirs = user !== null && user.email === serverReadsFor;
  const reads = useMemo(
    () => (theirs ? (serverReads ?? {}) : withoutVisitorReads(serverReads ?? {})),
    [theirs, serverReads],
  );
  return <ServerReadsContext.Provider value={reads}>{children}</ServerReadsContext.Provider>;
}

export function useShell(): ShellDeps {
  const deps = useContext(ShellContext);
  if (!deps) throw new Error('useShell() outside <ShellProvider>');
  return deps;
}

/** The session as the header and the pages show it; re-renders on bus changes. */
export function useSession(): SessionView {
  const { session, bus } = useShell();
  return useSessionView(session, bus);
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
