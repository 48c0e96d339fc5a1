import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { LimitStores, OnLimited } from '../api/rate-limits';
import { sessionOwner } from '../session/session-data';
import { PlainRefusal } from './http-error';

/** The budgets count per minute. */
export const BUDGET_WINDOW_MS = 60_000;

export interface BudgetSettings {
  /** Plain form posts (the auth forms without JavaScript) from one address, every post counted. */
  formPostsPerAddress: number;
  /** Pages drawn for a logged-in visitor, per session (one browser) and per account (all its sessions together). */
  pagesPerSession: number;
  pagesPerAccount: number;
}

/** « dans 40 secondes » under a minute, else in minutes. */
function retryIn(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

export const tooManyPagesMessage = (retryAfterMs: number) =>
  `Vous avez ouvert beaucoup de pages en peu de temps. Merci de réessayer dans ${retryIn(retryAfterMs)}.`;
export const tooManyPostsMessage = (retryAfterMs: number) =>
  `Trop de formulaires envoyés en peu de temps. Merci de réessayer dans ${retryIn(retryAfterMs)}.`;

const retryAfterOf = (req: Request) => {
  const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
  return resetTime ? resetTime.getTime() - Date.now() : BUDGET_WINDOW_MS;
};

/** A refusal answered with the small French page of http/errors.ts (or JSON), never a rendered page. */
function refusal(
  limit: string,
  code: string,
  heading: string,
  message: (retryAfterMs: number) => string,
  onLimited?: OnLimited,
) {
  const handler: RequestHandler = (req, res, next) => {
    const retryAfterMs = retryAfterOf(req);
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    onLimited?.(limit);
    next(new PlainRefusal(429, code, message(retryAfterMs), heading));
  };
  return handler;
}

const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const common = { windowMs: BUDGET_WINDOW_MS, standardHeaders: 'draft-8' as const, legacyHeaders: false };

/**
 * Plain form posts from one address per minute, every post counted (refused credentials, malformed or oversized
 * bodies alike), before the body is read: a post that is refused costs neither a parse nor a render. Anonymous
 * visitors have no other name than their address, and thousands of them may share it (a carrier's NAT): the budget
 * is sized for that address (README « Who is counted »), far above what one person sends.
 */
export function formPostBudget(settings: BudgetSettings, stores: LimitStores, onLimited?: OnLimited): RequestHandler {
  return rateLimit({
    ...common,
    limit: settings.formPostsPerAddress,
    keyGenerator: (req) => `posts:${addressOf(req)}`,
    store: stores('form-posts'),
    handler: refusal('form-posts', 'rate_limited', 'Trop de formulaires envoyés', tooManyPostsMessage, onLimited),
  });
}

export interface PageBudgetOptions {
  /** Whether the address is a public page (the sitemap's: home, FAQ, legal pages…). */
  isPublic: (req: Request) => boolean;
}

/** Set on a response whose page the browser draws (index.html): the server draws nothing for it (site-pages.ts). */
export const DRAWN_BY_BROWSER = 'drawnByBrowser';

/**
 * Pages drawn for a logged-in visitor (never shared, read with their token) cost this instance a draw each: counted
 * per session and per account, never per address (people behind one carrier address are strangers to each other), a
 * minute's budget far above what a person reads (one account on 30 connections asked 50 pages a second), counted
 * before anything is drawn. Past the budget a public page (FAQ, home, legal pages) still comes, drawn by the browser,
 * and only their personal pages are refused. Anonymous pages come from the page cache.
 */
export function personalPageBudget(
  settings: BudgetSettings,
  stores: LimitStores,
  onLimited: OnLimited | undefined,
  { isPublic }: PageBudgetOptions,
): RequestHandler[] {
  const drawnForVisitor = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && sessionOwner(req) !== null && Boolean(req.accepts('html'));
  const refuse = (limit: string) => {
    const refused = refusal(limit, 'too_many_pages', 'Trop de pages ouvertes', tooManyPagesMessage, onLimited);
    const handler: RequestHandler = (req, res, next) => {
      if (!isPublic(req)) return refused(req, res, next);
      (res.locals as Record<string, unknown>)[DRAWN_BY_BROWSER] = true;
      next();
    };
    return handler;
  };
  return [
    rateLimit({
      ...common,
      limit: settings.pagesPerSession,
      skip: (req) => !drawnForVisitor(req),
      keyGenerator: (req) => {
        const owner = sessionOwner(req);
        return `session:${owner?.owner ?? ''}:${owner?.issuedAt ?? 0}`;
      },
      store: stores('pages-session'),
      handler: refuse('pages-session'),
    }),
    rateLimit({
      ...common,
      limit: settings.pagesPerAccount,
      skip: (req) => !drawnForVisitor(req),
      keyGenerator: (req) => `account:${sessionOwner(req)?.owner ?? ''}`,
      store: stores('pages-account'),
      handler: refuse('pages-account'),
    }),
  ];
}
