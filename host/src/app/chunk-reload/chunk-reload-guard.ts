import type { Clock } from '../clock/clock';

/** Spec §9: after a chunk-load failure the page reloads once, and not again within 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'lgb-chunk-reload-at';

/** A deploy replaced the hashed files this page still refers to (or the network dropped one). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    error.message,
  );
}

export interface ChunkReloadDeps {
  clock: Clock;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/**
 * Reloads the page to fetch the new build, unless it already did so less than 10 s ago (then the
 * failure is real and the error page shows instead of a reload loop). Returns true if reloading.
 */
export function reloadForChunkError({ clock, storage, reload }: ChunkReloadDeps): boolean {
  // Without memory of the last reload, a reload could loop forever: show the error page instead.
  if (!storage) return false;
  const now = clock.now();
  try {
    const last = Number(storage.getItem(STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

export function browserChunkReloadDeps(clock: Clock): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { clock, storage, reload: () => window.location.reload() };
}
