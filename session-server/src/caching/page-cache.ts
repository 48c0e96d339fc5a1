import { LRUCache } from 'lru-cache';
import type { CachedPage } from '../http/page-response';

/**
 * Every cache the site keeps of its answers, in one place. Kept only where a load of many distinct visitors shows it
 * pays (session-server/README « Caches », `npm run load`):
 *
 * | cache | key | lifetime | dropped when |
 * |---|---|---|---|
 * | anonymous pages | the page as drawn for every anonymous visitor (host's `SharedPage.key`: theme, address with its placeholders, the remotes' builds) | 60 s | the game's phase changes (`validUntil`), a remote is redeployed (its build is in the key), 5 s for a page drawn with a remote's skeleton |
 * | 404 pages | the same, in a room of their own | the same | the same |
 * | remote manifests (http/remote-preloads.ts) | the remote | `REMOTE_REFRESH_MS` | read again in the background |
 *
 * A logged-in visitor's page is never kept: drawn for their request with what its loaders read with their token, sent
 * `no-store`. Nothing here must agree across instances: each keeps its own, every one of them draws the same page for
 * the same key, so no cache is shared through Redis (a deploy restarts the instances, and with them their caches).
 */
export const ANONYMOUS_PAGE_TTL_MS = 60_000;
const PAGES = 300;
/** Unknown addresses never push real pages out: their 404s are kept apart (one per place in the site they fall in). */
const NOT_FOUND_PAGES = 200;

/** A kept anonymous page: its HTML as sent (compressed on demand), and what it was composed from, to fill it. */
export interface KeptPage {
  entry: CachedPage;
  /** false: the page says noindex (sent with `X-Robots-Tag`). */
  indexable: boolean;
  /** The page's head and body as drawn, placeholders and all. */
  head: string;
  body: string;
}

export interface PageCache {
  /** Whether the page drawn under `key` is kept and still true at `now`. */
  has(key: string, now: number): boolean;
  get(key: string, now: number): KeptPage | undefined;
  set(key: string, page: KeptPage, now: number): void;
}

/** The anonymous pages of one instance: 200s and 404s each in their own room. */
export function anonymousPageCache(): PageCache {
  const pages = new LRUCache<string, KeptPage>({ max: PAGES });
  const notFound = new LRUCache<string, KeptPage>({ max: NOT_FOUND_PAGES });
  const roomOf = (status: number) => (status === 404 ? notFound : pages);
  const lookup = (key: string, now: number) => {
    const kept = pages.get(key) ?? notFound.get(key);
    return kept && kept.entry.validUntil > now ? kept : undefined;
  };
  return {
    has: (key, now) => lookup(key, now) !== undefined,
    get: lookup,
    set(key, page, now) {
      const validUntil = Math.min(page.entry.validUntil, now + ANONYMOUS_PAGE_TTL_MS);
      page.entry.validUntil = validUntil;
      roomOf(page.entry.status).set(key, page, { ttl: Math.max(1, validUntil - now) });
    },
  };
}
