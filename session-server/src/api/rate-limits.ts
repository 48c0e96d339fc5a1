import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { RateLimitSettings } from '../config/security';
import { HttpError } from '../http/http-error';

/** The French 429, saying when to try again. */
export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives, merci de réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

/** Where a limiter keeps its counters: this process by default, Redis with several instances (shared-state). */
export type LimitStores = (name: string) => Store | undefined;
const inMemory: LimitStores = () => undefined;

type LimitedRequest = Request & { rateLimit?: RateLimitInfo };

const tooMany: RequestHandler = (req, res, next) => {
  const resetTime = (req as LimitedRequest).rateLimit?.resetTime;
  const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : 60_000;
  // express-rate-limit's standard headers carry RateLimit; Retry-After is said here, whatever the store knows.
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  // A form sent without JavaScript gets its page again with the message (http/form-posts.ts).
  if (req.is('application/x-www-form-urlencoded')) {
    next(new HttpError(429, 'rate_limited', rateLimitedMessage(retryAfterMs)));
    return;
  }
  res.status(429).json({ error: 'rate_limited', message: rateLimitedMessage(retryAfterMs) });
};

/** Runs after validation: the e-mail is already trimmed and lower-cased. */
const emailOf = (req: Request): string => String((req.body as { email?: unknown }).email);
const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

function common(settings: RateLimitSettings) {
  return { windowMs: settings.windowMs, standardHeaders: 'draft-8' as const, legacyHeaders: false, handler: tooMany };
}

/** Signup: per IP (mass account creation) and per e-mail, every attempt counts. */
export function signupLimits(
  settings: RateLimitSettings,
  stores: LimitStores = inMemory,
): { perIp: RequestHandler; perAccount: RequestHandler } {
  return {
    perIp: rateLimit({ ...common(settings), limit: settings.perIp, store: stores('signup-ip') }),
    perAccount: rateLimit({
      ...common(settings),
      limit: settings.perAccountAddress,
      keyGenerator: (req) => `signup:${emailOf(req)}`,
      store: stores('signup-account'),
    }),
  };
}

export interface LoginLimits {
  /** Before validation: failed logins from one address, whatever the accounts (spraying). */
  perIp: RequestHandler;
  /** After validation: failures per (account, address) pair, then per account from everywhere. */
  perAccount: RequestHandler[];
  /** After a successful login: the pair starts again from zero. */
  forgetFailures(req: Request): void;
}

/** Past the account's ceiling, a first try from a new address waits this much per failure over it, up to the cap. */
const CEILING_DELAY_STEP_MS = 250;
const CEILING_MAX_DELAY_MS = 2_000;

/**
 * Login counts failures only (a family logging in on five devices never meets a limit), per (account, address)
 * pair: a guesser elsewhere cannot lock the real user out of their own address. The per-account ceiling, much
 * higher, counts every failure from everywhere but only refuses addresses that already failed on this account: an
 * address with no failure always gets its try (slowed once the account is over the ceiling), so nobody can lock
 * a user out by failing on purpose, and a guesser spread over many addresses gets one slowed guess per address,
 * which the per-address limit bounds. Only refused credentials count: a provider outage (5xx) locks nobody out.
 * Without their shared counters (Redis away) each instance counts on its own (shared-state/shared-rate-limit-store).
 */
export function loginLimits(settings: RateLimitSettings, stores: LimitStores = inMemory): LoginLimits {
  const failuresOnly = {
    ...common(settings),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== 400,
  };
  const pairKey = (req: Request) => `pair:${emailOf(req)}|${addressOf(req)}`;
  const accountKey = (req: Request) => `account:${emailOf(req)}`;
  const perPair = rateLimit({
    ...failuresOnly,
    limit: settings.perAccountAddress,
    keyGenerator: pairKey,
    store: stores('login-pair'),
  });
  // The pair's counter already holds this request (counted first, taken back if it succeeds): more is a failure.
  const pairFailedBefore = async (req: Request) => ((await perPair.getKey(pairKey(req)))?.totalHits ?? 0) > 1;
  const perAccount = rateLimit({
    ...failuresOnly,
    limit: async (req) => ((await pairFailedBefore(req)) ? settings.perAccount : Number.MAX_SAFE_INTEGER),
    keyGenerator: accountKey,
    store: stores('login-account'),
    requestPropertyName: 'accountLimit',
  });
  const slowOverCeiling: RequestHandler = (req, _res, next) => {
    const used = (req as Request & { accountLimit?: RateLimitInfo }).accountLimit?.used ?? 0;
    const over = used - settings.perAccount;
    if (over <= 0) {
      next();
      return;
    }
    setTimeout(next, Math.min(over * CEILING_DELAY_STEP_MS, CEILING_MAX_DELAY_MS));
  };
  return {
    perIp: rateLimit({ ...failuresOnly, limit: settings.perIp, store: stores('login-ip') }),
    perAccount: [perPair, perAccount, slowOverCeiling],
    // Best effort: a failed reset (shared counters away, already logged) leaves the pair's failures to expire.
    forgetFailures: (req) => void Promise.resolve(perPair.resetKey(pairKey(req))).catch(() => undefined),
  };
}
