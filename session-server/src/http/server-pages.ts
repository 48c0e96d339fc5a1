import { createRequire } from 'node:module';
import { parse } from 'cookie';
import fs from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  safeReturnPath,
  THEME_COOKIE,
  type ServerFormState,
  type ServerPageRenderer,
  type ServerReader,
  type ServerRenderedPage,
  type ServerRenderRequest,
  type ServerRenderTheme,
  type ServerVisitor,
  type SiteConfig,
} from 'shared-kit/contracts';

/**
 * Every page arrives as HTML with its content and critical CSS, then hydrates. An anonymous visitor's page is
 * rendered per address (the home page's game banner depends on the time) and kept a short while (CACHE_TTL_MS, and
 * never past the next game phase change) per theme and address, shared by every anonymous visitor. A logged-in
 * visitor's page is rendered for them alone, from their session (header, basket), and never kept: not here, not by
 * the browser or any cache on the way (`no-store`).
 */
export const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 300;
/** 404 pages show the whole address asked for: kept apart, so unknown addresses never push real pages out. */
const NOT_FOUND_ENTRIES = 100;
/** Longer addresses are never ours (safeReturnPath's limit): rendered in the browser, never cached. */
const MAX_URL_LENGTH = 2048;

export interface ServerPagesOptions {
  renderer: Pick<ServerPageRenderer, 'renderPage'>;
  /** The built index.html, read when first needed. */
  readTemplate: () => string;
  config: SiteConfig;
  /** The logged-in visitor of the request, as their session holds them; null when anonymous. */
  visitorOf: (req: Request) => ServerVisitor | null;
  /** True when the address is no page of the site (read from the head already described for this request). */
  isNotFound?: (res: Response) => boolean;
  now?: () => number;
  /** Where a render that throws is reported (the page then falls back to the client render). */
  onRenderError?: (error: unknown, url: string) => void;
  /** Tags added to the page's head for this request (the remote code it will load); part of the cache key. */
  extraHead?: (res: Response) => string;
  /** The build of each remote as last read (a remote page is rendered from that build of its server code). */
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** What a remote page may ask the server to read first (public provider data, the same for every visitor). */
  readProvider?: ServerReader;
  /** Told whether an anonymous visitor's page came from the cache (the metrics' page cache hits and misses). */
  onCache?: (result: 'hit' | 'miss') => void;
}

export interface CachedPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  validUntil: number;
}

/** null: this address is rendered in the browser. */
type CacheEntry = CachedPage | null;

function themeOf(req: Request): ServerRenderTheme {
  return parse(req.get('cookie') ?? '')[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
}

/** The page: the built index.html with the rendered head and body in it. */
export function composePage(template: string, page: Pick<ServerRenderedPage, 'head' | 'body'>): string {
  const withoutTitle = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const headEnd = withoutTitle.indexOf('</head>');
  const root = '<div id="root"></div>';
  const rootAt = withoutTitle.indexOf(root);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html has no </head> or no empty #root');
  return (
    withoutTitle.slice(0, headEnd) +
    page.head +
    withoutTitle.slice(headEnd, rootAt) +
    `<div id="root">${page.body}</div>` +
    withoutTitle.slice(rootAt + root.length)
  );
}

export function sendPage(req: Request, res: Response, page: CachedPage, personal = false): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The HTML changes with the deploy, the game phase and the login: always revalidated, and
  // never shared across visitors by a cache that ignores the session cookie. A visitor's own page is never stored.
  res.setHeader('Cache-Control', personal ? 'no-store' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  // Brotli whenever accepted: browsers list it after gzip, at the same weight.
  if (req.acceptsEncodings('br') === 'br') {
    page.br ??= brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
    res.setHeader('Content-Encoding', 'br');
    res.end(req.method === 'HEAD' ? undefined : page.br);
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: 9 });
    res.setHeader('Content-Encoding', 'gzip');
    res.end(req.method === 'HEAD' ? undefined : page.gzip);
    return;
  }
  res.end(req.method === 'HEAD' ? undefined : page.html);
}

/** What every render is asked with: the site's configuration, the remote builds last read and the provider reads. */
function renderRequest(
  options: ServerPagesOptions,
  request: Pick<ServerRenderRequest, 'url' | 'now' | 'theme' | 'visitor' | 'form'>,
): ServerRenderRequest {
  return {
    ...request,
    config: options.config,
    remoteBuilds: options.remoteBuilds?.(),
    readProvider: options.readProvider,
  };
}

/** The page's path with its `r` alone, when `r` is a local path (safeReturnPath: never another site). */
function withReturnOnly(req: Request): string {
  const r = safeReturnPath(typeof req.query.r === 'string' ? req.query.r : null);
  return r ? `${req.path}?${new URLSearchParams({ r }).toString()}` : req.path;
}

/** Answers the pages it can render; passes everything else on (to the client-rendered index.html). */
export function serverPages(options: ServerPagesOptions): RequestHandler {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, { entry: CacheEntry }>({ max: CACHE_ENTRIES });
  const notFound = new LRUCache<string, { entry: CacheEntry }>({ max: NOT_FOUND_ENTRIES });
  const rendering = new Map<string, Promise<CacheEntry>>();
  let template: string | null = null;

  async function render(
    url: string,
    theme: ServerRenderTheme,
    extraHead: string,
    cache: LRUCache<string, { entry: CacheEntry }>,
    key: string,
  ): Promise<CacheEntry> {
    const at = now();
    const page = await options.renderer.renderPage(renderRequest(options, { url, now: at, theme }));
    template ??= options.readTemplate();
    const entry = page && {
      status: page.status,
      html: Buffer.from(composePage(template, { head: page.head + extraHead, body: page.body })),
      validUntil: Math.min(page.validUntil, at + CACHE_TTL_MS),
    };
    cache.set(key, { entry }, { ttl: Math.max(1, (entry?.validUntil ?? at + CACHE_TTL_MS) - at) });
    return entry;
  }

  /** A visitor's page: rendered for them, sent, forgotten. */
  function renderForVisitor(req: Request, res: Response, next: () => void, visitor: ServerVisitor, url: string): void {
    options.renderer.renderPage(renderRequest(options, { url, now: now(), theme: themeOf(req), visitor })).then(
      (page) => {
        if (!page) return next();
        template ??= options.readTemplate();
        const html = composePage(template, { head: page.head + (options.extraHead?.(res) ?? ''), body: page.body });
        sendPage(req, res, { status: page.status, html: Buffer.from(html), validUntil: 0 }, true);
      },
      (error: unknown) => {
        options.onRenderError?.(error, url);
        next();
      },
    );
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    // A page reads no query parameter but `r` (the auth pages carry it to their forms and links): a page is rendered,
    // and kept, for its (canonical) path and its `r` when that is a local path, so a new `?q=` neither costs a render
    // nor fills the cache. The 404 page alone shows the whole address asked for: it is rendered with it and kept
    // apart. A page that starts to read another parameter must be handled here.
    const unknown = options.isNotFound?.(res) ?? false;
    const url = unknown ? req.originalUrl : withReturnOnly(req);
    // The reset page with its one-time `token` shows another form, for this visitor alone: left to the browser.
    if (req.originalUrl.length > MAX_URL_LENGTH || req.query.token !== undefined) return next();
    const visitor = options.visitorOf(req);
    if (visitor) return renderForVisitor(req, res, next, visitor, url);
    const theme = themeOf(req);
    const cache = unknown ? notFound : pages;
    const extraHead = options.extraHead?.(res) ?? '';
    // A remote redeployed alone is rendered anew: its build is part of the key.
    const builds = JSON.stringify(options.remoteBuilds?.() ?? {});
    const key = `${unknown ? '404' : 'page'} ${theme} ${url} ${extraHead} ${builds}`;
    const cached = cache.get(key);
    if (cached && (cached.entry === null || cached.entry.validUntil > now())) {
      options.onCache?.('hit');
      if (cached.entry) sendPage(req, res, cached.entry);
      else next();
      return;
    }
    options.onCache?.('miss');
    // Visitors arriving together wait for one render.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(url, theme, extraHead, cache, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    pending.then(
      (entry) => (entry ? sendPage(req, res, entry) : next()),
      (error: unknown) => {
        // A render bug must not take the page down: the browser renders it as before.
        options.onRenderError?.(error, url);
        next();
      },
    );
  };
}

/**
 * The page at `req`'s address rendered for this visitor alone, with the answer to the form they sent without
 * JavaScript (what they entered and the messages): never kept, never shared. A page the renderer declines sends the
 * visitor back to it (303), without the message.
 */
export function pageAnswers(options: ServerPagesOptions) {
  const now = options.now ?? Date.now;
  let template: string | null = null;
  return async (req: Request, res: Response, status: number, form: ServerFormState): Promise<void> => {
    const page = await options.renderer.renderPage(
      renderRequest(options, { url: req.originalUrl, now: now(), theme: themeOf(req), form }),
    );
    res.setHeader('Cache-Control', 'no-store');
    if (!page) {
      res.redirect(303, req.originalUrl);
      return;
    }
    template ??= options.readTemplate();
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    res.end(composePage(template, page));
  };
}

/** The host's server-render bundle, or null when the host was built without it. */
export function loadRenderer(file: string): ServerPageRenderer | null {
  if (!fs.existsSync(file)) return null;
  // Loaded at run time from the built host, not bundled into session-server.
  const loaded = createRequire(__filename)(file) as Partial<ServerPageRenderer>;
  const { renderPage, renderHead, sitemapPaths, checkForm, observeRemoteBuilds } = loaded;
  if (typeof renderPage !== 'function' || typeof renderHead !== 'function' || typeof sitemapPaths !== 'function') {
    throw new Error(`${file} does not export renderPage, renderHead and sitemapPaths`);
  }
  return {
    renderPage,
    renderHead,
    sitemapPaths,
    ...(typeof checkForm === 'function' ? { checkForm } : {}),
    ...(typeof observeRemoteBuilds === 'function' ? { observeRemoteBuilds } : {}),
  };
}
