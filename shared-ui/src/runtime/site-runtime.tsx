import { createContext, useContext, type ReactNode } from 'react';
import type { SiteRuntime } from 'shared-kit/core';

/**
 * The page's runtime (shared-kit contracts `SiteRuntime`: kit, session, bus, configuration, clock, the page's data),
 * given by the host (or a QA shell, or a test) to the whole page: the one way every part of the site reaches them.
 * There is no default: a part rendered outside a runtime is a bug, never a fallback to the page's singletons (on the
 * server that would be another visitor's).
 */
const SiteRuntimeContext = createContext<SiteRuntime | null>(null);

export function SiteRuntimeProvider({ runtime, children }: { runtime: SiteRuntime; children: ReactNode }) {
  return <SiteRuntimeContext.Provider value={runtime}>{children}</SiteRuntimeContext.Provider>;
}

export function useSiteRuntime(): SiteRuntime {
  const runtime = useContext(SiteRuntimeContext);
  if (!runtime)
    throw new Error('useSiteRuntime() outside <SiteRuntimeProvider>: the host, a QA shell or a test gives it');
  return runtime;
}
