import { createContext, useContext, type ReactNode } from 'react';
import type { EventBus, ServerFormState, ServerReads, SiteConfig } from 'shared-kit';
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
  /** The server's answer to the page's form sent without JavaScript (given to the page as `serverForm`). */
  serverForm?: ServerFormState;
}

const ShellContext = createContext<ShellDeps | null>(null);

export function ShellProvider({ deps, children }: { deps: ShellDeps; children: ReactNode }) {
  return <ShellContext.Provider value={deps}>{children}</ShellContext.Provider>;
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
