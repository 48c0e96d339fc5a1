import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { PagePlan, ServerPageRenderer, ServerVisitor, SiteConfig } from 'shared-kit/contracts';
import { composePage, sendPage, type CachedPage } from './page-response';

/**
 * Every page's HTML carries its head as the server sends it (title, description, canonical link, robots
 * rule, link preview), whether the server renders the page's body or the browser does. `describe` asks the host's
 * server bundle once per request what the address is (its plan: head, the remote page shown, how to draw it) and says
 * `X-Robots-Tag: noindex` for pages that must stay out of search indexes; `clientPage` sends the built index.html with
 * that head, and a 404 status for an address the site does not know.
 */
export interface PageHeadOptions {
  renderer: Pick<ServerPageRenderer, 'planPage'>;
  config: SiteConfig;
  readTemplate: () => string;
  /** The logged-in visitor of the request, as their session holds them; null when anonymous. */
  visitorOf: (req: Request) => ServerVisitor | null;
  now?: () => number;
  /** The build of each remote as last read (a remote page is planned and drawn from that build of its server code). */
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** The tags that announce the remote code a page will load (remote-preloads.ts). */
  preloads?: (remotePage: PagePlan['remotePage']) => string;
  /** Where a plan that throws is reported (the page then goes out as the browser's, without its head). */
  onPlanError?: (error: unknown, url: string) => void;
}

/** Heads change with the game's schedule: kept a minute at most, as the server-rendered pages are. */
const HEAD_TTL_MS = 60_000;

interface Described {
  plan?: PagePlan;
  preloads?: string;
}

export function pageHeads({
  renderer,
  config,
  readTemplate,
  visitorOf,
  now = Date.now,
  remoteBuilds,
  preloads,
  onPlanError,
}: PageHeadOptions) {
  const pages = new LRUCache<string, CachedPage>({ max: 500, ttl: HEAD_TTL_MS });
  let template: string | null = null;

  const describe: RequestHandler = (req, res, next) => {
    const visitor = visitorOf(req);
    renderer
      .planPage({
        url: req.originalUrl,
        config,
        now: now(),
        ...(visitor ? { visitor } : {}),
        remoteBuilds: remoteBuilds?.(),
      })
      .then(
        (plan) => {
          (res.locals as Described).plan = plan;
          (res.locals as Described).preloads = preloads?.(plan.remotePage) ?? '';
          if (!plan.indexable) res.setHeader('X-Robots-Tag', 'noindex');
          next();
        },
        (error: unknown) => {
          onPlanError?.(error, req.originalUrl);
          next();
        },
      );
  };

  const clientPage: RequestHandler = (req, res, next) => {
    const { plan, preloads: announced = '' } = res.locals as Described;
    if (!plan) return next();
    // The head depends on the path, the login and the remote code announced: never on the query string.
    const key = `${visitorOf(req) ? 'user' : 'anonymous'} ${req.path} ${announced}`;
    let page = pages.get(key);
    if (!page) {
      template ??= readTemplate();
      page = {
        status: plan.status,
        html: Buffer.from(composePage(template, { head: plan.head + announced, body: '' })),
        validUntil: Number.POSITIVE_INFINITY,
      };
      pages.set(key, page);
    }
    sendPage(req, res, page);
  };

  /** What `describe` learnt of this request's address, undefined when it could not. */
  const planOf = (res: Response): PagePlan | undefined => (res.locals as Described).plan;

  /** What `describe` announced of the remote code this page loads. */
  const announced = (res: Response) => (res.locals as Described).preloads ?? '';

  return { describe, clientPage, planOf, announced };
}
