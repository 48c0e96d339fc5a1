import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitSettings } from '../config/security';

/** Issue #5: the French 429 message of login and signup. */
export const RATE_LIMITED_MESSAGE = 'Trop de tentatives, merci de réessayer dans quelques minutes.';

const tooMany: RequestHandler = (_req, res) => {
  res.status(429).json({ error: 'rate_limited', message: RATE_LIMITED_MESSAGE });
};

/**
 * Two budgets per credential endpoint: per IP (spraying many accounts from one place) and per
 * account (guessing one account's password from many places). Each endpoint has its own memory
 * store: a single server process serves the site (architecture), so no shared store is needed.
 */
export function credentialLimits(settings: RateLimitSettings): { perIp: RequestHandler; perAccount: RequestHandler } {
  const common = {
    windowMs: settings.windowMs,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: tooMany,
  };
  return {
    perIp: rateLimit({ ...common, limit: settings.perIp }),
    perAccount: rateLimit({
      ...common,
      limit: settings.perAccount,
      // Runs after validation: the e-mail is already trimmed and lower-cased.
      keyGenerator: (req) => `account:${String((req.body as { email?: unknown }).email)}`,
    }),
  };
}
