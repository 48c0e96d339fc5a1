import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { ServerPageHead, ServerPageRenderer, SiteConfig } from 'shared-kit/contracts';
import { composePage, sendPage, type CachedPage } from './server-pages';

/**
 * Every page's HTML carries its head as the server sends it (title, description, canonical link, robots
 * rule, link preview), whether the server renders the page's body or the browser does. `describe` reads the head and
 * says `X-Robots-Tag: noindex` for pages that must stay out of search indexes; `clientPage` sends the built
 * index.html with that head, and a 404 status for an address the site does not know.
 */
export interface PageHeadOptions {
  renderer: Pick<ServerPageRenderer, 'renderHead'>;
  config: SiteConfig;
  readTemplate: () => string;
  loggedIn: (req: Request) => boolean;
  now?: () => number;
  /** The tags that announce the remote code a page will load (remote-preloads.ts). */
  preloads?: (remotePage: ServerPageHead['remotePage']) => string;
}

/** Heads change with the game's schedule: kept a minute at most, as the server-rendered pages are. */
const HEAD_TTL_MS = 60_000;

interface Described {
  pageHead?: ServerPageHead;
  preloads?: string;
}

export function pageHeads({ renderer, config, readTemplate, loggedIn, now = Date.now, preloads }: PageHeadOptions) {
  const pages = new LRUCache<string, CachedPage>({ max: 500, ttl: HEAD_TTL_MS });
  let template: string | null = null;

  const describe: RequestHandler = (req, res, next) => {
    const head = renderer.renderHead({ url: req.originalUrl, config, now: now(), loggedIn: loggedIn(req) });
    (res.locals as Described).pageHead = head;
    (res.locals as Described).preloads = preloads?.(head.remotePage) ?? '';
    if (!head.indexable) res.setHeader('X-Robots-Tag', 'noindex');
    next();
  };

  const clientPage: RequestHandler = (req, res, next) => {
    const { pageHead: head, preloads: announced = '' } = res.locals as Described;
    if (!head) return next();
    // The head depends on the path, the login and the remote code announced: never on the query string.
    const key = `${loggedIn(req) ? 'user' : 'anonymous'} ${req.path} ${announced}`;
    let page = pages.get(key);
    if (!page) {
      template ??= readTemplate();
      page = {
        status: head.status,
        html: Buffer.from(composePage(template, { head: head.head + announced, body: '' })),
        validUntil: Number.POSITIVE_INFINITY,
      };
      pages.set(key, page);
    }
    sendPage(req, res, page);
  };

  /** After `describe`: the address is no page of the site (its head says 404). */
  const isNotFound = (res: Response) => (res.locals as Described).pageHead?.status === 404;

  /** What `describe` announced of the remote code this page loads. */
  const announced = (res: Response) => (res.locals as Described).preloads ?? '';

  return { describe, clientPage, isNotFound, announced };
}
