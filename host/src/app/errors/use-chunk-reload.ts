import { useState } from 'react';
import { browserChunkReloadDeps, reloadForChunkError } from '../chunk-reload/chunk-reload-guard';
import { useShell } from '../shell/shell-context';

/** True while a reload for a missing chunk is under way; decided once per failure. */
export function useChunkReload(isChunkError: boolean): boolean {
  const { clock } = useShell();
  const [reloading] = useState(() => isChunkError && reloadForChunkError(browserChunkReloadDeps(clock)));
  return reloading;
}
