import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { WRITES_COOKIE, type ServerVisitor } from 'shared-kit/contracts';
import { ReadFlights } from '../provider/read-flights';
import type { ReadOptions } from '../provider/server-reads';

/**
 * A logged-in visitor's page, drawn for them, is kept for them alone a short while: a burst of their requests (tabs
 * opened together, a reload loop, one account on many connections) costs one read and one draw. The key is a digest of
 * everything the page is drawn from — their session as the cookie holds it (user with token, basket), their writes
 * mark, the address, the theme, the head and the remote builds — so no other visitor, and not this one after a write
 * of theirs (a new writes mark), a change of their session (login, profile, basket) or a reload, ever gets it. Never
 * stored by a browser or a proxy (`no-store`), never shared across instances (each keeps its own, a few seconds).
 */
export const PERSONAL_PAGE_TTL_MS = 2_000;
/** At most this much HTML kept (with its compressed copies, counted at twice the HTML). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** What a drawn page is kept as: the HTML and, once asked, its compressed copies (page-response.ts sendPage). */
export interface KeptPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  validUntil: number;
}

/** How the visitor asks for the page: a reload wants it afresh; the writes mark names their last write. */
export function readOptionsOf(req: Request, res: Response): ReadOptions & { signal: AbortSignal } {
  const cacheControl = `${req.get('cache-control') ?? ''} ${req.get('pragma') ?? ''}`;
  const writes = parseCookie(req.get('cookie') ?? '')[WRITES_COOKIE];
  const left = new AbortController();
  // Before the answer is sent: the visitor left, nothing waits for this page's reads any more.
  res.once('close', () => {
    if (!res.writableFinished) left.abort(new Error('the visitor left'));
  });
  return {
    signal: left.signal,
    fresh: /no-cache|max-age=0/.test(cacheControl),
    ...(writes ? { writes } : {}),
  };
}

export function personalPageKey(visitor: ServerVisitor, writes: string | undefined, parts: string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([visitor, writes ?? '', ...parts]))
    .digest('base64url');
}

export interface PersonalPagesOptions {
  now?: () => number;
  ttlMs?: number;
}

export function personalPages({ now = Date.now, ttlMs = PERSONAL_PAGE_TTL_MS }: PersonalPagesOptions = {}) {
  const kept = new LRUCache<string, KeptPage>({
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
  });
  const drawing = new ReadFlights<{ page: KeptPage; complete: boolean }>();

  /**
   * The visitor's page: kept, or drawn once for all their requests waiting for it (cancelled when they all left).
   * Kept only when drawn with every read it names (a page the provider was late for is drawn again next time).
   */
  async function page(
    key: string,
    options: { fresh?: boolean; signal: AbortSignal },
    draw: (signal: AbortSignal) => Promise<{ page: KeptPage; complete: boolean }>,
  ): Promise<KeptPage> {
    const hit = options.fresh ? undefined : kept.get(key);
    if (hit && hit.validUntil > now()) return hit;
    const drawn = await drawing.join(
      `${options.fresh ? 'fresh' : 'kept'} ${key}`,
      (signal) =>
        draw(signal).then((result) => {
          const ttl = Math.min(ttlMs, result.page.validUntil - now());
          if (result.complete && ttl > 0) kept.set(key, result.page, { ttl });
          return result;
        }),
      options.signal,
    );
    return drawn.page;
  }

  return {
    page,
    get size() {
      return kept.size;
    },
  };
}
