import { createRequire } from 'node:module';
import { parseCookie } from 'cookie';
import fs from 'node:fs';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  THEME_COOKIE,
  type PagePlan,
  type PageRender,
  type ServerFormState,
  type ServerPageRenderer,
  type ServerRenderedPage,
  type ServerRenderTheme,
  type ServerVisitor,
  type SiteConfig,
} from 'shared-kit/contracts';
import { readPageData, type ReadOptions, type ServerReader } from '../provider/server-reads';
import { composePage, sendPage, type CachedPage } from './page-response';
import { personalPageKey, personalPages, readOptionsOf } from './personal-pages';

/**
 * Every page arrives as HTML with its content and critical CSS, then hydrates. The host's server bundle says what an
 * address is for this request (its plan, made once by page-heads.ts `describe`): this server reads what the page
 * names, then has it drawn with that data. An anonymous visitor's page is rendered per address it is drawn at (the
 * home page's game banner depends on the time) and kept a short while (CACHE_TTL_MS, and never past the next game
 * phase change) per theme and address, shared by every anonymous visitor. That address is the page's, not the
 * request's: a local `r` and the 404's address are placeholders in the drawing, filled per request by the plan's
 * `fill` (a string replacement), so `?r=<anything>` and random unknown addresses share one render. A logged-in
 * visitor's page is rendered for them alone, from their session (header, basket) and their data, and never kept: not
 * here, not by the browser or any cache on the way (`no-store`).
 */
export const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 300;
/**
 * 404 pages are kept apart, so unknown addresses never push real pages out: one per place in the site the address
 * falls in (the navigation shows it), theme, and whether it carries an `r`.
 */
const NOT_FOUND_ENTRIES = 200;
/** Longer addresses are never ours (safeReturnPath's limit): rendered in the browser, never cached. */
const MAX_URL_LENGTH = 2048;

export interface ServerPagesOptions {
  /** The built index.html, read when first needed. */
  readTemplate: () => string;
  /** What the host's server bundle answered for this request's address (page-heads.ts `describe`). */
  planOf: (res: Response) => PagePlan | undefined;
  /** The logged-in visitor of the request, as their session holds them; null when anonymous. */
  visitorOf: (req: Request) => ServerVisitor | null;
  now?: () => number;
  /** Where a render that throws is reported (the page then falls back to the client render). */
  onRenderError?: (error: unknown, url: string) => void;
  /** Tags added to the page's head for this request (the remote code it will load); part of the cache key. */
  extraHead?: (res: Response) => string;
  /** The build of each remote as last read (part of the key: a remote redeployed alone is rendered anew). */
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** Where the data a page names is read (public provider data, kept; a visitor's, with their token). */
  readProvider: ServerReader;
  /** Told whether an anonymous visitor's page came from the cache (the metrics' page cache hits and misses). */
  onCache?: (result: 'hit' | 'miss') => void;
}

/** A kept anonymous page: its HTML as sent, and what it was composed from, to fill another request's values in. */
interface KeptPage {
  entry: CachedPage;
  head: string;
  drawn: ServerRenderedPage;
}

function themeOf(req: Request): ServerRenderTheme {
  return parseCookie(req.get('cookie') ?? '')[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
}

/**
 * The page drawn with the data it names, read now (a visitor's with their token), filled with the request's values; its
 * head is the plan's, or the one its data named (`subjectHead`: a gift page's goody).
 */
async function drawWithData(
  options: ServerPagesOptions,
  render: PageRender,
  visitor: ServerVisitor | null,
  theme: ServerRenderTheme,
  form?: ServerFormState,
  reading?: ReadOptions,
): Promise<ServerRenderedPage & { complete: boolean }> {
  const data = await readPageData(options.readProvider, render.reads, visitor, reading);
  const page = await render.draw({ theme, data, ...(form ? { form } : {}) });
  return { ...page, body: render.fill(page.body), complete: render.reads.every((id) => id in data) };
}

/** Answers the pages it can render; passes everything else on (to the client-rendered index.html). */
export function serverPages(options: ServerPagesOptions): RequestHandler {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, KeptPage>({ max: CACHE_ENTRIES });
  const notFound = new LRUCache<string, KeptPage>({ max: NOT_FOUND_ENTRIES });
  const rendering = new Map<string, Promise<KeptPage>>();
  const personal = personalPages({ now });
  let template: string | null = null;

  const html = (head: string, page: Pick<ServerRenderedPage, 'head' | 'body'>) => {
    template ??= options.readTemplate();
    return Buffer.from(composePage(template, { head: head + page.head, body: page.body }));
  };

  /** The anonymous page drawn at its plan's address, placeholders and all, kept; sent filled for this request. */
  async function render(
    plan: PagePlan & { render: PageRender },
    theme: ServerRenderTheme,
    extraHead: string,
    cache: LRUCache<string, KeptPage>,
    key: string,
  ): Promise<KeptPage> {
    const at = now();
    const data = await readPageData(options.readProvider, plan.render.reads, null);
    const drawn = await plan.render.draw({ theme, data });
    const head = (drawn.subjectHead ?? plan.head) + extraHead;
    const entry = {
      status: drawn.status,
      html: html(head, drawn),
      validUntil: Math.min(plan.render.validUntil, at + CACHE_TTL_MS),
    };
    const kept = { entry, head, drawn };
    cache.set(key, kept, { ttl: Math.max(1, entry.validUntil - at) });
    return kept;
  }

  /** The kept page as this request's: as kept when it has nothing of its own, else composed again with its values. */
  function forRequest(kept: KeptPage, plan: PagePlan & { render: PageRender }, extraHead: string): CachedPage {
    const head = (kept.drawn.subjectHead ?? plan.head) + extraHead;
    const body = plan.render.fill(kept.drawn.body);
    if (body === kept.drawn.body && head === kept.head) return kept.entry;
    return {
      ...kept.entry,
      html: html(head, { head: kept.drawn.head, body }),
      br: undefined,
      gzip: undefined,
      once: true,
    };
  }

  /** A visitor's page: drawn for them, kept for them alone a few seconds (personal-pages.ts), never for anyone else. */
  function renderForVisitor(
    req: Request,
    res: Response,
    next: () => void,
    visitor: ServerVisitor,
    plan: PagePlan & { render: PageRender },
  ): void {
    const reading = readOptionsOf(req, res);
    const theme = themeOf(req);
    const extraHead = options.extraHead?.(res) ?? '';
    const builds = JSON.stringify(options.remoteBuilds?.() ?? {});
    const key = personalPageKey(visitor, reading.writes, [plan.render.url, theme, plan.head, extraHead, builds]);
    const validUntil = plan.render.validUntil;
    personal
      .page(key, reading, async (signal) => {
        const page = await drawWithData(options, plan.render, visitor, theme, undefined, { ...reading, signal });
        const head = (page.subjectHead ?? plan.head) + extraHead;
        return { page: { status: page.status, html: html(head, page), validUntil }, complete: page.complete };
      })
      .then(
        (page) => sendPage(req, res, page, true),
        (error: unknown) => {
          // The visitor left: nobody to answer.
          if (reading.signal.aborted) return;
          options.onRenderError?.(error, plan.render.url);
          next();
        },
      );
  }

  /** A page that cannot be filled (a placeholder the plan cannot write back) goes to the client render, reported. */
  function sendFilled(req: Request, res: Response, next: () => void, page: () => CachedPage, url: string): void {
    let filled: CachedPage;
    try {
      filled = page();
    } catch (error) {
      options.onRenderError?.(error, url);
      next();
      return;
    }
    sendPage(req, res, filled);
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    // The reset page with its one-time `token` shows another form, for this visitor alone: left to the browser.
    if (req.originalUrl.length > MAX_URL_LENGTH || req.query.token !== undefined) return next();
    const plan = options.planOf(res);
    if (!plan?.render) return next();
    const drawn = plan as PagePlan & { render: PageRender };
    const visitor = options.visitorOf(req);
    if (visitor) return renderForVisitor(req, res, next, visitor, drawn);
    // A page reads no query parameter but `r`: it is drawn, and kept, at the address its plan says (its path, with a
    // placeholder for a local `r`; the 404 at where it falls in the site, with one for the address it shows), so a new
    // `?q=`, `?r=` or unknown address neither costs a render nor fills the cache.
    const theme = themeOf(req);
    const cache = plan.status === 404 ? notFound : pages;
    const extraHead = options.extraHead?.(res) ?? '';
    const builds = JSON.stringify(options.remoteBuilds?.() ?? {});
    const key = `${plan.status} ${theme} ${drawn.render.url} ${extraHead} ${builds}`;
    const cached = cache.get(key);
    if (cached && cached.entry.validUntil > now()) {
      options.onCache?.('hit');
      sendFilled(req, res, next, () => forRequest(cached, drawn, extraHead), drawn.render.url);
      return;
    }
    options.onCache?.('miss');
    // Visitors arriving together wait for one render.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(drawn, theme, extraHead, cache, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    pending.then(
      (kept) => sendFilled(req, res, next, () => forRequest(kept, drawn, extraHead), drawn.render.url),
      (error: unknown) => {
        // A render bug must not take the page down: the browser renders it as before.
        options.onRenderError?.(error, drawn.render.url);
        next();
      },
    );
  };
}

/**
 * The page at `req`'s address drawn for this visitor alone, with the answer to the form they sent without
 * JavaScript (what they entered and the messages): never kept, never shared. A page the host leaves to the browser
 * sends the visitor back to it (303), without the message.
 */
export function pageAnswers(
  options: ServerPagesOptions & { renderer: Pick<ServerPageRenderer, 'planPage'>; config: SiteConfig },
) {
  const now = options.now ?? Date.now;
  let template: string | null = null;
  return async (req: Request, res: Response, status: number, form: ServerFormState): Promise<void> => {
    const visitor = options.visitorOf(req);
    const plan = await options.renderer.planPage({
      url: req.originalUrl,
      config: options.config,
      now: now(),
      ...(visitor ? { visitor } : {}),
      remoteBuilds: options.remoteBuilds?.(),
    });
    res.setHeader('Cache-Control', 'no-store');
    if (!plan.render) {
      res.redirect(303, req.originalUrl);
      return;
    }
    const page = await drawWithData(options, plan.render, visitor, themeOf(req), form);
    template ??= options.readTemplate();
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    res.end(composePage(template, { head: (page.subjectHead ?? plan.head) + page.head, body: page.body }));
  };
}

/** The host's server-render bundle, or null when the host was built without it. */
export function loadRenderer(file: string): ServerPageRenderer | null {
  if (!fs.existsSync(file)) return null;
  // Loaded at run time from the built host, not bundled into session-server.
  const loaded = createRequire(__filename)(file) as Partial<ServerPageRenderer>;
  const { planPage, sitemapPaths, checkForm, observeRemoteBuilds } = loaded;
  if (typeof planPage !== 'function' || typeof sitemapPaths !== 'function') {
    throw new Error(`${file} does not export planPage and sitemapPaths`);
  }
  return {
    planPage,
    sitemapPaths,
    ...(typeof checkForm === 'function' ? { checkForm } : {}),
    ...(typeof observeRemoteBuilds === 'function' ? { observeRemoteBuilds } : {}),
  };
}
