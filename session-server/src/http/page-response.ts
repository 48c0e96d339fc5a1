import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A page as sent: its HTML, and its compressed forms once a browser asked for them. */
export interface CachedPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  validUntil: number;
  /** Composed for one request (its `r` or its 404 address filled in): compressed fast, since it is sent once. */
  once?: boolean;
}

/**
 * Brotli for a page kept and sent many times: quality 9 once. Its window (64 kB, a page's size) matters: with the
 * default one, quality 9 costs tens of times more (hundreds of ms for a 20 kB page) for the same bytes.
 */
const KEPT_BROTLI = { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 };
/** A page composed for one request (or a visitor's own, kept seconds): about a millisecond, 1 % larger. */
const ONCE_BROTLI = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };

/** The page: the built index.html with the rendered head and body in it. */
export function composePage(template: string, page: { head: string; body: string }): string {
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
  // Brotli whenever accepted: browsers list it after gzip, at the same weight. A visitor's own page is compressed for
  // a few of their requests at most, a filled one for one: fast (1–2 ms for the shop, quality 9 takes far longer).
  const fast = personal || page.once === true;
  if (req.acceptsEncodings('br') === 'br') {
    page.br ??= brotliCompressSync(page.html, { params: fast ? ONCE_BROTLI : KEPT_BROTLI });
    res.setHeader('Content-Encoding', 'br');
    res.end(req.method === 'HEAD' ? undefined : page.br);
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: fast ? 6 : 9 });
    res.setHeader('Content-Encoding', 'gzip');
    res.end(req.method === 'HEAD' ? undefined : page.gzip);
    return;
  }
  res.end(req.method === 'HEAD' ? undefined : page.html);
}
