import type { Clock } from 'shared-kit/core';

/** DEPLOY-1: after a chunk-load failure the page reloads once, and not again within 10 s. */
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

/** Waits between two tries of the site while it does not answer: quick at first, then every 30 s. */
const REACHABLE_LAST_WAIT_MS = 30_000;
export const REACHABLE_RETRY_MS = [2_000, 5_000, 10_000, REACHABLE_LAST_WAIT_MS] as const;

export interface ReachableReloadDeps {
  /** Resolves true when the site answers (any HTTP status), false when the request itself fails. */
  siteAnswers: () => Promise<boolean>;
  reload: () => void;
  wait: (ms: number) => Promise<void>;
}

/**
 * A chunk also fails when the site cannot be reached (a dropped connection, a server restarting). Reloading then
 * would trade the page, and what the user entered in it, for the browser's own error page: the reload waits until
 * the site answers again. Resolves when it reloads.
 */
export async function reloadWhenSiteAnswers({ siteAnswers, reload, wait }: ReachableReloadDeps): Promise<void> {
  for (let attempt = 0; !(await siteAnswers()); attempt += 1) {
    await wait(REACHABLE_RETRY_MS[Math.min(attempt, REACHABLE_RETRY_MS.length - 1)] ?? REACHABLE_LAST_WAIT_MS);
  }
  reload();
}

export function browserChunkReloadDeps(clock: Clock): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const reachable: ReachableReloadDeps = {
    siteAnswers: () =>
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then(
        () => true,
        () => false,
      ),
    reload: () => window.location.reload(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return { clock, storage, reload: () => void reloadWhenSiteAnswers(reachable) };
}
