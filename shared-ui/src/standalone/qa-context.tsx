import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { EventBus, Kit, SessionStore, SessionUser } from 'shared-kit';
import type { BusLog } from './bus-log';
import type { QaSession } from './qa-session';
import type { SandboxControls } from './sandbox-controls';

/** What the shell's panels share: the real kit, session and bus of the page, and the sandbox. */
export interface QaDeps {
  remote: string;
  kit: Kit;
  session: SessionStore;
  bus: EventBus;
  controls: SandboxControls;
  qaSession: QaSession;
  busLog: BusLog;
}

const QaContext = createContext<QaDeps | null>(null);

export function QaProvider({ deps, children }: { deps: QaDeps; children: ReactNode }) {
  return <QaContext.Provider value={deps}>{children}</QaContext.Provider>;
}

export function useQa(): QaDeps {
  const deps = useContext(QaContext);
  if (!deps) throw new Error('QA panels render inside QaProvider');
  return deps;
}

/** The session's user, re-read on every session:changed (the store itself is mobx). */
export function useSessionUser(): SessionUser | null {
  const { session, bus } = useQa();
  return useSyncExternalStore(
    (notify) => bus.on('session:changed', notify),
    () => session.user,
  );
}
