import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { requestParams } from '../http/params';

export interface LoginLimitSettings {
  loginWindowMs: number;
  loginFailuresPerAccount: number;
}

/**
 * Issue #13: the provider's own login limit. Failed logins per account (the site's server logs
 * everyone in from one address, so an address says nothing here); successes never count.
 */
export function loginLimit(settings: LoginLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.loginWindowMs,
    limit: settings.loginFailuresPerAccount,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    // Only refused credentials (400 unknown_email / wrong_password) count, not a bad partner.
    requestWasSuccessful: (_req, res) => res.statusCode !== 400,
    keyGenerator: (req) => {
      const email = requestParams(req).email;
      return `login:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const minutes = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));
      res.status(429).json({
        code: 'too_many_requests',
        user_message: `Trop de tentatives, merci de réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      });
    },
  });
}
