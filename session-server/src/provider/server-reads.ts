import { VISITOR_READS, type ServerReadId, type ServerReads, type ServerVisitor } from 'shared-kit/contracts';

/** Reads one of them for a page (a visitor's read for `visitor` only); null when the provider cannot answer. */
export type ServerReader = <K extends ServerReadId>(id: K, visitor?: ServerVisitor) => Promise<ServerReads[K] | null>;

/** A read the provider does not answer in this time is left to the browser: the page is drawn without it. */
export const SERVER_READ_TIMEOUT_MS = 800;

/**
 * What a page names (its plan's `reads`), read at once for its draw within SERVER_READ_TIMEOUT_MS: a visitor's own
 * only for their page, never for an anonymous one; a read that fails or is late is absent.
 */
export async function readPageData(
  read: ServerReader,
  ids: readonly ServerReadId[],
  visitor: ServerVisitor | null,
): Promise<ServerReads> {
  const data: ServerReads = {};
  const wanted = ids.filter((id) => visitor !== null || !VISITOR_READS.includes(id));
  await Promise.all(
    wanted.map(async (id) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SERVER_READ_TIMEOUT_MS);
      });
      const value = await Promise.race([read(id, visitor ?? undefined).catch(() => null), late]);
      clearTimeout(timer);
      if (value !== null) Object.assign(data, { [id]: value });
    }),
  );
  return data;
}

/**
 * What the session server reads for a server-rendered page: public provider data, the same for every visitor, and a
 * logged-in visitor's own (with their access token).
 */
export interface ServerReadsSource {
  publicCatalog(): Promise<NonNullable<ServerReads['public-catalog']>>;
  cardSlots(accessToken: string): Promise<NonNullable<ServerReads['card-slots']>>;
  catalog(accessToken: string): Promise<NonNullable<ServerReads['catalog']>>;
  receipts(accessToken: string): Promise<NonNullable<ServerReads['receipts']>>;
  orders(accessToken: string): Promise<NonNullable<ServerReads['orders']>>;
  userInformations(accessToken: string): Promise<NonNullable<ServerReads['user-informations']>>;
  playedCodes(accessToken: string): Promise<NonNullable<ServerReads['played-codes']>>;
}

type PublicReadId = 'public-catalog';
type VisitorReadId = Exclude<keyof ServerReads, PublicReadId>;

export interface ServerReadsOptions {
  source: ServerReadsSource;
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
 * Public data: one read per minute at most, whatever the traffic: the last good answer is served (stale while a new
 * read runs), so a slow or failing provider never slows a page down once it has answered once; before that, the
 * render waits for the first read within its own deadline. A visitor's data: read for their page with their token,
 * never kept, null for a page without a visitor or when the provider refuses (the browser's kit reads it then).
 */
export function serverReads({ source, ttlMs = 60_000, now = Date.now, onError }: ServerReadsOptions): ServerReader {
  const readers: { [K in PublicReadId]-?: () => Promise<NonNullable<ServerReads[K]>> } = {
    'public-catalog': () => source.publicCatalog(),
  };
  const visitorReaders: { [K in VisitorReadId]-?: (token: string) => Promise<NonNullable<ServerReads[K]>> } = {
    'card-slots': (token) => source.cardSlots(token),
    catalog: (token) => source.catalog(token),
    receipts: (token) => source.receipts(token),
    orders: (token) => source.orders(token),
    'user-informations': (token) => source.userInformations(token),
    'played-codes': (token) => source.playedCodes(token),
  };

  function readForVisitor(id: VisitorReadId, visitor: ServerVisitor | undefined): Promise<unknown> {
    if (!visitor) return Promise.resolve(null);
    return visitorReaders[id](visitor.user.tokens.accessToken).catch((error: unknown) => {
      onError?.(error);
      return null;
    });
  }
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<unknown>>();

  function refresh(id: PublicReadId): Promise<unknown> {
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

  return (async (id: keyof ServerReads, visitor?: ServerVisitor) => {
    if (id !== 'public-catalog') return readForVisitor(id, visitor);
    const last = kept.get(id);
    if (last && now() - last.at < ttlMs) return last.value;
    const fresh = refresh(id);
    return last ? last.value : await fresh;
  }) as ServerReader;
}
