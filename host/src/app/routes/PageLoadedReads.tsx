import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { LoadedReads } from 'shared-kit/core';
import { LoadedReadsProvider } from 'shared-ui';
import { useSession } from '../shell/shell-context';
import type { LoadedRouteData } from './create-routes';

const isLoaded = (data: unknown): data is LoadedRouteData =>
  typeof data === 'object' && data !== null && 'loaded' in data && 'readFor' in data;

/**
 * What the loaders of the routes on screen read, given to the whole page (the header's hooks and the page's start from
 * it): a visitor's reads only while that visitor is the one logged in — another login in the tab, or a logout, never
 * starts from them.
 */
export function PageLoadedReads({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const email = useSession().user?.email ?? null;
  const reads = useMemo(() => {
    const merged: Record<string, unknown> = {};
    for (const { loaderData: data } of matches) {
      if (isLoaded(data) && data.readFor === email) Object.assign(merged, data.loaded);
    }
    return merged as LoadedReads;
  }, [matches, email]);
  return <LoadedReadsProvider reads={reads}>{children}</LoadedReadsProvider>;
}
