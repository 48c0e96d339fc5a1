import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { VISITOR_READS, type ServerReadId, type ServerReads, type ServerVisitor } from 'shared-kit/contracts';
import { ReadFlights } from './read-flights';

/** How a page asks for its reads. */
export interface ReadOptions {
  /** Aborted when the page stops waiting (its deadline passed, or its visitor left): the read is cancelled then. */
  signal?: AbortSignal;
  /** The visitor asked for the page afresh (a reload): nothing kept is used. */
  fresh?: boolean;
  /** The visitor's writes mark (contracts `WRITES_COOKIE`): their reads are kept under it, so a write starts anew. */
  writes?: string;
}

/** Reads one of them for a page (a visitor's read for `visitor` only); null when the provider cannot answer. */
export type ServerReader = <K extends ServerReadId>(
  id: K,
  visitor?: ServerVisitor,
  options?: ReadOptions,
) => Promise<ServerReads[K] | null>;

/** A read the provider does not answer in this time is left to the browser: the page is drawn without it. */
export const SERVER_READ_TIMEOUT_MS = 800;

/**
 * What a page names (its plan's `reads`), read at once for its draw within SERVER_READ_TIMEOUT_MS: a visitor's own
 * only for their page, never for an anonymous one; a read that fails or is late is absent. At the deadline, or when
 * `options.signal` aborts (the visitor left), the page stops waiting and the reads nobody else waits for are cancelled.
 */
export async function readPageData(
  read: ServerReader,
  ids: readonly ServerReadId[],
  visitor: ServerVisitor | null,
  options: ReadOptions = {},
): Promise<ServerReads> {
  const data: ServerReads = {};
  const wanted = ids.filter((id) => visitor !== null || !VISITOR_READS.includes(id));
  if (wanted.length === 0) return data;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error('server read deadline')), SERVER_READ_TIMEOUT_MS);
  const left = () => stop.abort(new Error('the visitor left'));
  options.signal?.addEventListener('abort', left, { once: true });
  if (options.signal?.aborted) left();
  const stopped = new Promise<null>((resolve) => stop.signal.addEventListener('abort', () => resolve(null)));
  try {
    await Promise.all(
      wanted.map(async (id) => {
        const reading = read(id, visitor ?? undefined, { ...options, signal: stop.signal }).catch(() => null);
        const value = await Promise.race([reading, stopped]);
        if (value !== null) Object.assign(data, { [id]: value });
      }),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', left);
  }
  return data;
}

/**
 * What the session server reads for a server-rendered page: the catalogue, the same for every visitor (a partner read:
 * no visitor's token ever serves another's page), and a logged-in visitor's own (with their access token).
 */
export interface ServerReadsSource {
  publicCatalog(signal?: AbortSignal): Promise<NonNullable<ServerReads['public-catalog']>>;
  cardSlots(accessToken: string, signal?: AbortSignal): Promise<NonNullable<ServerReads['card-slots']>>;
  receipts(accessToken: string, signal?: AbortSignal): Promise<NonNullable<ServerReads['receipts']>>;
  orders(accessToken: string, signal?: AbortSignal): Promise<NonNullable<ServerReads['orders']>>;
  userInformations(accessToken: string, signal?: AbortSignal): Promise<NonNullable<ServerReads['user-informations']>>;
  playedCodes(accessToken: string, signal?: AbortSignal): Promise<NonNullable<ServerReads['played-codes']>>;
}

type OwnReadId = Exclude<keyof ServerReads, 'public-catalog' | 'catalog'>;

export interface ServerReadsOptions {
  source: ServerReadsSource;
  /** How long the catalogue stays good for anonymous pages; past it they get it while a new read runs behind. */
  ttlMs?: number;
  /** How long the catalogue stays good for a logged-in visitor's page (their shop shows stock they may order). */
  visitorCatalogTtlMs?: number;
  /** How long a visitor's own read is kept for their next pages (under their writes mark). */
  visitorTtlMs?: number;
  /** How many visitors' reads are kept at most (least recently used go first). */
  maxVisitorReads?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** The catalogue: one partner read for every visitor. */
export const CATALOG_TTL_MS = 60_000;
export const VISITOR_CATALOG_TTL_MS = 5_000;
/** A visitor's card, lists and codes: a burst of their pages reads them once, their next write reads them anew. */
export const VISITOR_READS_TTL_MS = 2_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The catalogue is read once for everyone: anonymous pages take one up to `ttlMs` old (the last good answer is served
 * while a new read runs, so a slow provider never slows them once it has answered), a logged-in visitor's shop one up
 * to `visitorCatalogTtlMs` old (waiting within its deadline for a newer one, which every page then waiting shares), and
 * a new one when they reload or wrote since their last page here. A visitor's own reads are made with their token and
 * kept `visitorTtlMs` for them alone, under their token and their writes mark: never given to another token, never
 * past a write of theirs or a reload. Reads running for pages that all stopped waiting are cancelled.
 */
export function serverReads({
  source,
  ttlMs = CATALOG_TTL_MS,
  visitorCatalogTtlMs = VISITOR_CATALOG_TTL_MS,
  visitorTtlMs = VISITOR_READS_TTL_MS,
  maxVisitorReads = 10_000,
  now = Date.now,
  onError,
}: ServerReadsOptions): ServerReader {
  const ownReaders: {
    [K in OwnReadId]-?: (token: string, signal: AbortSignal) => Promise<NonNullable<ServerReads[K]>>;
  } = {
    'card-slots': (token, signal) => source.cardSlots(token, signal),
    receipts: (token, signal) => source.receipts(token, signal),
    orders: (token, signal) => source.orders(token, signal),
    'user-informations': (token, signal) => source.userInformations(token, signal),
    'played-codes': (token, signal) => source.playedCodes(token, signal),
  };
  const clock = { now };
  const kept = new LRUCache<string, { value: unknown }>({
    max: maxVisitorReads,
    ttl: visitorTtlMs,
    ttlResolution: 0,
    perf: clock,
  });
  /** Each visitor's writes mark at their last page here: a new one means they wrote (the catalogue is read anew). */
  const lastWrites = new LRUCache<string, string>({ max: maxVisitorReads });
  const flights = new ReadFlights<unknown>();
  let catalogue: { value: unknown; at: number } | null = null;

  const failed = (error: unknown) => {
    onError?.(error);
    return null;
  };

  function readCatalogue(): Promise<unknown> {
    // Held to its end (no page's signal): its answer serves every page after it.
    return flights
      .join('catalogue', (signal) => source.publicCatalog(signal))
      .then((value) => {
        catalogue = { value, at: now() };
        return value;
      }, failed);
  }

  async function catalogueFor(visitor: ServerVisitor | undefined, options: ReadOptions): Promise<unknown> {
    const last = catalogue;
    const age = last ? now() - last.at : Number.POSITIVE_INFINITY;
    if (!visitor) {
      if (age < ttlMs) return last?.value;
      const fresh = readCatalogue();
      return last ? last.value : await fresh;
    }
    const token = digest(visitor.user.tokens.accessToken);
    const writes = options.writes ?? '';
    const wrote = (lastWrites.get(token) ?? writes) !== writes;
    lastWrites.set(token, writes);
    if (age < visitorCatalogTtlMs && !options.fresh && !wrote) return last?.value;
    const value = await readCatalogue();
    return value ?? catalogue?.value ?? null;
  }

  function readOwn(id: OwnReadId, visitor: ServerVisitor, options: ReadOptions): Promise<unknown> {
    const token = visitor.user.tokens.accessToken;
    const key = `${digest(token)} ${options.writes ?? ''} ${id}`;
    const hit = options.fresh ? undefined : kept.get(key);
    if (hit) return Promise.resolve(hit.value);
    return flights
      .join(
        key,
        (signal) =>
          ownReaders[id](token, signal).then((value) => {
            kept.set(key, { value });
            return value;
          }),
        options.signal,
      )
      .catch((error: unknown) => (options.signal?.aborted ? null : failed(error)));
  }

  return (async (id: ServerReadId, visitor?: ServerVisitor, options: ReadOptions = {}) => {
    if (id === 'public-catalog' || id === 'catalog') {
      if (id === 'catalog' && !visitor) return null;
      return (await catalogueFor(id === 'catalog' ? visitor : undefined, options)) ?? null;
    }
    return visitor ? readOwn(id, visitor, options) : null;
  }) as ServerReader;
}
