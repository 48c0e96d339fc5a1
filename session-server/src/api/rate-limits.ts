import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import type { RateLimitSettings } from '../config/security';
import { HttpError } from '../http/http-error';
import { KnownPairs } from './known-pairs';

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

/** Told of every refusal, with the limit's name (the metrics' `lgb_rate_limit_rejections_total`). */
export type OnLimited = (limit: string) => void;

function common(settings: RateLimitSettings, limit: string, onLimited?: OnLimited) {
  const handler: RequestHandler = onLimited
    ? (req, res, next) => {
        onLimited(limit);
        tooMany(req, res, next);
      }
    : tooMany;
  return { windowMs: settings.windowMs, standardHeaders: 'draft-8' as const, legacyHeaders: false, handler };
}

/**
 * Signup: per address (mass account creation, listing which e-mails have an account) and per e-mail, every attempt
 * counts.
 */
export function signupLimits(
  settings: RateLimitSettings,
  stores: LimitStores = inMemory,
  onLimited?: OnLimited,
): { perIp: RequestHandler; perAccount: RequestHandler } {
  return {
    perIp: rateLimit({
      ...common(settings, 'signup-ip', onLimited),
      limit: settings.signupsPerIp,
      store: stores('signup-ip'),
    }),
    perAccount: rateLimit({
      ...common(settings, 'signup-account', onLimited),
      limit: settings.perAccountAddress,
      keyGenerator: (req) => `signup:${emailOf(req)}`,
      store: stores('signup-account'),
    }),
  };
}

export interface LoginLimits {
  /** After validation (the e-mail normalised): per (account, address) pair, per account, per address. */
  perAccount: RequestHandler[];
  /** After a successful login: the pair starts again from zero and is known for a while (known-pairs.ts). */
  forgetFailures(req: Request): void;
  /** After a sign-up: the new account's pair with its address is known, as after a login. */
  rememberPair(req: Request): void;
}

/** Past the account's ceiling, an address is refused once it failed this many times on the account (not a typo). */
export const CEILING_PAIR_FAILURES = 3;

/**
 * Past the address's failures, each further login from it waits this much more per failure, up to the maximum: kept
 * well under the kit's 15 s deadline of a write, so the person with the right password gets in, later.
 */
export const ADDRESS_DELAY_STEP_MS = 500;
export const ADDRESS_MAX_DELAY_MS = 5_000;

/**
 * Login counts failures only (a refused password, status 400: a family logging in on five devices never meets a
 * limit; a provider outage locks nobody out), under three limits, none of which can be used to lock a real user out
 * (README « Rate limits »):
 * - per (account, address) pair: the guesser at one address is stopped; the owner elsewhere is not concerned;
 * - per account, from every address together: past its much higher ceiling, only addresses that failed on this
 *   account several times (CEILING_PAIR_FAILURES) are refused, so a guesser spread over many addresses gets a few
 *   guesses per address, and the owner, who failed at most a typo or two, still gets in;
 * - per address, on every account (spraying one password over many accounts): past it, logins from the address are
 *   slowed down, never refused: thousands of people share a carrier's address, and someone behind it who signs up or
 *   logs in there for the first time gets in with the right password, a few seconds later.
 * A pair that logged in or signed up lately (known-pairs.ts) is neither refused by the account's ceiling nor slowed by
 * the address's; its own failures still count.
 * Without their shared counters (Redis away) each instance counts on its own (shared-state/shared-rate-limit-store).
 */
export function loginLimits(
  settings: RateLimitSettings,
  stores: LimitStores = inMemory,
  onLimited?: OnLimited,
): LoginLimits {
  const countsFailures = {
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== 400,
  };
  const failuresOnly = (limit: string) => ({ ...common(settings, limit, onLimited), ...countsFailures });
  const pairKey = (req: Request) => `pair:${emailOf(req)}|${addressOf(req)}`;
  const known = new KnownPairs(stores('login-known'), pairKey);
  const perPair = rateLimit({
    ...failuresOnly('login-pair'),
    limit: settings.perAccountAddress,
    keyGenerator: pairKey,
    store: stores('login-pair'),
  });
  // The pair's counter already holds this request (counted first, taken back unless it fails).
  const pairFailuresBefore = async (req: Request) => ((await perPair.getKey(pairKey(req)))?.totalHits ?? 1) - 1;
  const unlimited = Number.MAX_SAFE_INTEGER;
  const perAccount = rateLimit({
    ...failuresOnly('login-account'),
    limit: async (req) =>
      (await known.has(req)) || (await pairFailuresBefore(req)) < CEILING_PAIR_FAILURES
        ? unlimited
        : settings.perAccount,
    keyGenerator: (req) => `account:${emailOf(req)}`,
    store: stores('login-account'),
  });
  const perAddress = slowDown({
    windowMs: settings.windowMs,
    ...countsFailures,
    delayAfter: async (req) => ((await known.has(req)) ? unlimited : settings.perIp),
    delayMs: (used) => (used - settings.perIp) * ADDRESS_DELAY_STEP_MS,
    maxDelayMs: ADDRESS_MAX_DELAY_MS,
    keyGenerator: (req) => `address:${addressOf(req)}`,
    store: stores('login-ip'),
  });
  return {
    perAccount: [perPair, perAccount, perAddress],
    rememberPair: (req) => known.remember(req),
    forgetFailures: (req) => {
      known.remember(req);
      // Best effort: a failed reset (shared counters away, already logged) leaves the pair's failures to expire.
      void Promise.resolve(perPair.resetKey(pairKey(req))).catch(() => undefined);
    },
  };
}
