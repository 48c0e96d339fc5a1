import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  VISITOR_READS,
  type EventBus,
  type ServerFormState,
  type ServerReadId,
  type ServerReads,
  type SiteConfig,
} from 'shared-kit';
import { ServerReadsContext } from 'shared-ui';
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
  /** What the server read for the page it rendered (given to that page's first render as `serverReads`). */
  serverReads?: ServerReads;
  /** The e-mail of the visitor the server rendered the page for: their own reads are given while they are logged in. */
  serverReadsFor?: string;
  /** The server's answer to the page's form sent without JavaScript (given to the page as `serverForm`). */
  serverForm?: ServerFormState;
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
