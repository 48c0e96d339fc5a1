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
  /** A logged-in visitor's own pages (rendered for them, never cached), per visitor and per address. */
  pagesPerVisitor: number;
  pagesPerAddress: number;
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

/** A refusal answered with the small French page of http/errors.ts (or JSON), never a rendered page. */
function refusal(limit: string, code: string, message: (retryAfterMs: number) => string, onLimited?: OnLimited) {
  const handler: RequestHandler = (req, res, next) => {
    const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
    const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : BUDGET_WINDOW_MS;
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    onLimited?.(limit);
    next(new PlainRefusal(429, code, message(retryAfterMs)));
  };
  return handler;
}

const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const common = { windowMs: BUDGET_WINDOW_MS, standardHeaders: 'draft-8' as const, legacyHeaders: false };

/**
 * Plain form posts from one address per minute, every post counted (refused credentials, malformed or oversized
 * bodies alike), before the body is read: a post that is refused costs neither a parse nor a render. Anonymous
 * visitors have no other name than their address; a real person sends a handful of forms a minute.
 */
export function formPostBudget(settings: BudgetSettings, stores: LimitStores, onLimited?: OnLimited): RequestHandler {
  return rateLimit({
    ...common,
    limit: settings.formPostsPerAddress,
    keyGenerator: (req) => `posts:${addressOf(req)}`,
    store: stores('form-posts'),
    handler: refusal('form-posts', 'rate_limited', tooManyPostsMessage, onLimited),
  });
}

/**
 * A logged-in visitor's pages are rendered for them at each request (never cached): per visitor and per address, a
 * minute's budget far above what a person reads (one account on 30 connections asked 50 pages a second), so one
 * visitor cannot take the instance's rendering time from everyone. Anonymous pages come from the page cache and are
 * not counted here.
 */
export function personalPageBudget(
  settings: BudgetSettings,
  stores: LimitStores,
  onLimited?: OnLimited,
): RequestHandler[] {
  const personal = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && sessionOwner(req) !== null;
  return [
    rateLimit({
      ...common,
      limit: settings.pagesPerVisitor,
      skip: (req) => !personal(req),
      keyGenerator: (req) => `visitor:${sessionOwner(req)?.owner ?? ''}`,
      store: stores('pages-visitor'),
      handler: refusal('pages-visitor', 'too_many_pages', tooManyPagesMessage, onLimited),
    }),
    rateLimit({
      ...common,
      limit: settings.pagesPerAddress,
      skip: (req) => !personal(req),
      keyGenerator: (req) => `address:${addressOf(req)}`,
      store: stores('pages-address'),
      handler: refusal('pages-address', 'too_many_pages', tooManyPagesMessage, onLimited),
    }),
  ];
}
