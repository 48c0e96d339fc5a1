import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { RateLimitSettings } from '../config/security';

/** The French 429, saying when to try again (issue #13). */
export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives, merci de réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

type LimitedRequest = Request & { rateLimit?: RateLimitInfo };

const tooMany: RequestHandler = (req, res) => {
  const resetTime = (req as LimitedRequest).rateLimit?.resetTime;
  const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : 60_000;
  res.status(429).json({ error: 'rate_limited', message: rateLimitedMessage(retryAfterMs) });
};

/** Runs after validation: the e-mail is already trimmed and lower-cased. */
const emailOf = (req: Request): string => String((req.body as { email?: unknown }).email);
const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

function common(settings: RateLimitSettings) {
  return { windowMs: settings.windowMs, standardHeaders: 'draft-8' as const, legacyHeaders: false, handler: tooMany };
}

/**
 * Signup: per IP (mass account creation) and per e-mail, every attempt counts. Each limiter has its
 * own memory store: a single server process serves the site.
 */
export function signupLimits(settings: RateLimitSettings): { perIp: RequestHandler; perAccount: RequestHandler } {
  return {
    perIp: rateLimit({ ...common(settings), limit: settings.perIp }),
    perAccount: rateLimit({
      ...common(settings),
      limit: settings.perAccountAddress,
      keyGenerator: (req) => `signup:${emailOf(req)}`,
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

/**
 * Login counts failures only (a family logging in on five devices never meets a limit), per
 * (account, address) pair: a guesser elsewhere cannot lock the real user out of their own
 * address. The per-account ceiling, much higher, still stops a guesser spread over many
 * addresses. Only refused credentials count: a provider outage (5xx) locks nobody out.
 */
export function loginLimits(settings: RateLimitSettings): LoginLimits {
  const failuresOnly = {
    ...common(settings),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== 400,
  };
  const pairKey = (req: Request) => `pair:${emailOf(req)}|${addressOf(req)}`;
  const perPair = rateLimit({ ...failuresOnly, limit: settings.perAccountAddress, keyGenerator: pairKey });
  const perAccount = rateLimit({
    ...failuresOnly,
    limit: settings.perAccount,
    keyGenerator: (req) => `account:${emailOf(req)}`,
  });
  return {
    perIp: rateLimit({ ...failuresOnly, limit: settings.perIp }),
    perAccount: [perPair, perAccount],
    forgetFailures: (req) => void perPair.resetKey(pairKey(req)),
  };
}
