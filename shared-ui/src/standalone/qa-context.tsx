import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { EventBus, SessionStore, SessionUser, SiteKit } from 'shared-kit';
import type { BusLog } from './bus-log';
import type { QaSession } from './qa-session';
import type { SandboxControls } from './sandbox-controls';

/** What the shell's panels share: the real kit (as the page's runtime hands it), session and bus, and the sandbox. */
export interface QaDeps {
  remote: string;
  kit: SiteKit;
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

/*
 * A persona is made while the page is open: its data (orders, receipts, stars) arrives after the
 * page's first reads, and no bus event announces most of it. The page is mounted afresh after
 * each persona, as a new visit would see it.
 */
let pageEpoch = 0;
const epochListeners = new Set<() => void>();

export function remountPage(): void {
  pageEpoch += 1;
  for (const listener of epochListeners) listener();
}

export function usePageEpoch(): number {
  return useSyncExternalStore(
    (notify) => {
      epochListeners.add(notify);
      return () => epochListeners.delete(notify);
    },
    () => pageEpoch,
  );
}
