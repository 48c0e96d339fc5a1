import { useState } from 'react';
import { browserChunkReloadDeps, isChunkLoadError, reloadForChunkError } from '../chunk-reload/chunk-reload-guard';
import { useSiteRuntime } from 'shared-ui';

/**
 * One decision per failure: React may mount an error view twice for one error (it retries a
 * failed render), and a second call of the guard would see "reloaded less than 10 s ago" and
 * show the error page instead of the reload already under way.
 */
const decisions = new WeakMap<object, boolean>();

/** True while a reload for a missing chunk is under way (DEPLOY-1: once, not again within 10 s). */
export function useChunkReload(error: unknown): boolean {
  const { clock } = useSiteRuntime();
  const [reloading] = useState(() => {
    if (!isChunkLoadError(error)) return false;
    const failure = error as object;
    const known = decisions.get(failure);
    if (known !== undefined) return known;
    const decided = reloadForChunkError(browserChunkReloadDeps(clock));
    decisions.set(failure, decided);
    return decided;
  });
  return reloading;
}
