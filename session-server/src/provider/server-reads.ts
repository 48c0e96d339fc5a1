import type { ServerReader, ServerReads } from 'shared-kit/contracts';

/** What the session server reads for a server-rendered page: public provider data, the same for every visitor. */
export interface PublicReadsSource {
  publicCatalog(): Promise<NonNullable<ServerReads['public-catalog']>>;
}

export interface ServerReadsOptions {
  source: PublicReadsSource;
  /** How long a read stays good; past it the next render gets it while a new read runs behind. */
  ttlMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

interface Kept {
  value: unknown;
  at: number;
}

/**
 * One read per minute at most, whatever the traffic: the last good answer is served (stale while a new read runs), so
 * a slow or failing provider never slows a page down once it has answered once; before that, the render waits for
 * the first read within its own deadline.
 */
export function serverReads({ source, ttlMs = 60_000, now = Date.now, onError }: ServerReadsOptions): ServerReader {
  const readers: { [K in keyof ServerReads]-?: () => Promise<NonNullable<ServerReads[K]>> } = {
    'public-catalog': () => source.publicCatalog(),
  };
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<unknown>>();

  function refresh(id: keyof ServerReads): Promise<unknown> {
    let pending = reading.get(id);
    if (!pending) {
      pending = readers[id]()
        .then(
          (value) => {
            kept.set(id, { value, at: now() });
            return value;
          },
          (error: unknown) => {
            onError?.(error);
            return kept.get(id)?.value ?? null;
          },
        )
        .finally(() => reading.delete(id));
      reading.set(id, pending);
    }
    return pending;
  }

  return (async (id) => {
    const last = kept.get(id);
    if (last && now() - last.at < ttlMs) return last.value;
    const fresh = refresh(id);
    return last ? last.value : await fresh;
  }) as ServerReader;
}
