import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Request, RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';
import {
  THEME_COOKIE,
  type PageRequest,
  type RenderedPage,
  type ServerFormState,
  type ServerPageRenderer,
  type ServerProvider,
  type ServerRenderTheme,
  type ServerVisitor,
  type SiteConfig,
} from 'shared-kit/contracts';
import type { KeptPage, PageCache } from '../caching/page-cache';
import { requestContext } from '../logging/logger';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { endSessionFromElsewhere } from '../session/session-data';
import { composePage, sendPage, type CachedPage } from './page-response';
import { DRAWN_BY_BROWSER } from './request-budgets';

/** Longer addresses are never ours (safeReturnPath's limit): rendered in the browser, never drawn here. */
const MAX_URL_LENGTH = 2048;

export interface SitePagesOptions {
  renderer: Pick<ServerPageRenderer, 'renderPage'>;
  config: SiteConfig;
  /** How the pages' loaders reach the provider from this server (its address inside the network), calls observed. */
  provider: Omit<ServerProvider, 'headers' | 'signal'>;
  /** The built index.html, read when first needed. */
  readTemplate: () => string;
  /** The logged-in visitor of the request, as their session holds them; null when anonymous. */
  visitorOf: (req: Request) => ServerVisitor | null;
  /** The anonymous pages kept (caching/page-cache.ts). */
  pages: PageCache;
  now?: () => number;
  /** The build of each remote as last read (a remote redeployed alone is rendered anew). */
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** The tags that announce the remote code a page will load (remote-preloads.ts). */
  preloads?: (remotePage: RenderedPage['remotePage']) => string;
  /** Where a render that throws is reported (the page then goes to the browser as index.html). */
  onRenderError?: (error: unknown, url: string) => void;
  /** Told whether an anonymous visitor's page came from the cache (the metrics' page cache hits and misses). */
  onCache?: (result: 'hit' | 'miss') => void;
}

function themeOf(req: Request): ServerRenderTheme {
  return parseCookie(req.get('cookie') ?? '')[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
}

/** Aborted when the visitor leaves before the answer: the page's reads still running are cancelled. */
function visitorLeft(res: Response): AbortSignal {
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort(new Error('the visitor left'));
  });
  return left.signal;
}

/**
 * Every page, as HTML with its content: one call into the host's bundle per request (`renderPage`), which matches the
 * address, runs its routes' guards and loaders through a kit made for this request, and draws it. An anonymous
 * visitor's page is the same for all of them: kept (caching/page-cache.ts) under the key the host names, and filled with
 * this request's own `r` or 404 address (a string replacement). A logged-in visitor's page is drawn for them alone with
 * what its loaders read with their token, never kept (`no-store`).
 */
export function sitePages(options: SitePagesOptions) {
  const now = options.now ?? Date.now;
  let template: string | null = null;
  const html = (head: string, body: string) => {
    template ??= options.readTemplate();
    return Buffer.from(composePage(template, { head, body }));
  };

  function pageRequest(req: Request, res: Response, visitor: ServerVisitor | null, form?: ServerFormState) {
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestContext.getStore()?.id ?? '' };
    // The visitor's address, so the provider's own limits tell visitors apart (CONTRACT.md « Auth »).
    if (req.ip) headers['X-Forwarded-For'] = req.ip;
    return {
      url: req.originalUrl,
      config: options.config,
      now: now(),
      theme: themeOf(req),
      provider: { ...options.provider, headers, signal: visitorLeft(res) },
      remoteBuilds: options.remoteBuilds?.(),
      ...(visitor ? { visitor } : {}),
      ...(form ? { form } : {}),
    } satisfies PageRequest;
  }

  /** The kept page as this request's: as kept when its values are the drawing's own, else filled with them. */
  function filled(kept: KeptPage, fill: (body: string) => string): CachedPage {
    const body = fill(kept.body);
    if (body === kept.body) return kept.entry;
    return { ...kept.entry, html: html(kept.head, body), br: undefined, gzip: undefined, once: true };
  }

  async function answer(req: Request, res: Response, visitor: ServerVisitor | null): Promise<boolean> {
    const request = pageRequest(req, res, visitor);
    const at = request.now;
    // A visitor's page is never kept: only an anonymous one may be found in the cache.
    const keeps = visitor ? {} : { keeps: (key: string) => options.pages.has(key, at) };
    let page = await options.renderer.renderPage({ ...request, ...keeps });
    let kept = page.shared?.kept ? options.pages.get(page.shared.key, at) : undefined;
    // Dropped between the two looks: drawn now.
    if (page.shared?.kept && !kept) page = await options.renderer.renderPage(request);
    if (page.sessionRefused && visitor) {
      // Their token is refused by the provider: the session is over, the same address shows them logged out, and the
      // page says why (SESSION-2's words, as for a session ended from another device).
      endSessionFromElsewhere(req);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, req.originalUrl);
      return true;
    }
    if (page.redirect) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, page.redirect);
      return true;
    }
    // The remote code is announced before the page's styles and data (~20 kB of a page's head): on a phone's network
    // the browser sees the preloads with the first bytes and fetches the page's code while the rest streams in, as
    // before the loaders came (Mon compte's LCP on the mobile network was 0.1 s later with them last).
    const head = (kept ? '' : (options.preloads?.(page.remotePage) ?? '')) + page.head;
    if (!(kept?.indexable ?? page.indexable)) res.setHeader('X-Robots-Tag', 'noindex');
    if (!page.shared) {
      sendPage(req, res, { status: page.status, html: html(head, page.body), validUntil: at }, true);
      return true;
    }
    options.onCache?.(kept ? 'hit' : 'miss');
    if (!kept) {
      const entry = { status: page.status, html: html(head, page.body), validUntil: page.shared.validUntil };
      kept = { entry, indexable: page.indexable, head, body: page.body };
      options.pages.set(page.shared.key, kept, at);
    }
    sendPage(req, res, filled(kept, page.shared.fill));
    return true;
  }

  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    // Past a visitor's page budget, a public page is the browser's to draw (request-budgets.ts).
    if ((res.locals as Record<string, unknown>)[DRAWN_BY_BROWSER]) return next();
    // The reset page with its one-time `token` shows another form, for this visitor alone: left to the browser.
    if (req.originalUrl.length > MAX_URL_LENGTH || req.query.token !== undefined) return next();
    const visitor = options.visitorOf(req);
    answer(req, res, visitor).catch((error: unknown) => {
      // The visitor left: nobody to answer.
      if (res.headersSent || res.destroyed) return;
      // An anonymous page that failed to draw was not kept either.
      if (!visitor) options.onCache?.('miss');
      // A render bug must not take the page down: the browser renders it as before.
      options.onRenderError?.(error, req.originalUrl);
      next();
    });
  };

  /**
   * The page at `req`'s address drawn for this visitor alone, with the answer to the form they sent without
   * JavaScript (what they entered and the messages): never kept, never shared. A guard's redirect sends them on (303).
   */
  async function answerWithPage(req: Request, res: Response, status: number, form: ServerFormState): Promise<void> {
    const page = await options.renderer.renderPage(pageRequest(req, res, options.visitorOf(req), form));
    res.setHeader('Cache-Control', 'no-store');
    if (page.redirect) {
      res.redirect(303, page.redirect);
      return;
    }
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    res.end(html(page.head, page.body));
  }

  return { handler, answerWithPage };
}

/** The host's server-render bundle, or null when the host was built without it. */
export function loadRenderer(file: string): ServerPageRenderer | null {
  if (!fs.existsSync(file)) return null;
  // Loaded at run time from the built host, not bundled into session-server.
  const loaded = createRequire(__filename)(file) as Partial<ServerPageRenderer>;
  const { renderPage, sitemapPaths, checkForm, observeRemoteBuilds } = loaded;
  if (typeof renderPage !== 'function' || typeof sitemapPaths !== 'function') {
    throw new Error(`${file} does not export renderPage and sitemapPaths`);
  }
  return {
    renderPage,
    sitemapPaths,
    ...(typeof checkForm === 'function' ? { checkForm } : {}),
    ...(typeof observeRemoteBuilds === 'function' ? { observeRemoteBuilds } : {}),
  };
}
