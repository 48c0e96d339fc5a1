import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ApiError } from '../http/errors';

export interface SignupLimitSettings {
  signupsPerAddress: number;
  signupWindowMs: number;
}

/** Minutes until the window ends, in French. */
function signupsRefused(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(
    429,
    {
      code: 'rate_limited',
      user_message: `Trop d’inscriptions depuis cette adresse, merci de réessayer dans ${minutes} minute${
        minutes > 1 ? 's' : ''
      }.`,
      debug_message: 'sign-ups per address',
    },
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
}

/**
 * Sign-ups per visitor address (the caller's, or the visitor the site's servers name in X-Forwarded-For), every
 * attempt counted: accounts made by the dozen from one address would multiply the per-user quotas (uploads) and list
 * which e-mails already have an account.
 */
export function signupLimit(settings: SignupLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.signupWindowMs,
    limit: settings.signupsPerAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `signup:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler: (req, _res, next) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(signupsRefused(resetTime ? resetTime.getTime() - Date.now() : settings.signupWindowMs));
    },
  });
}
