import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { requestParams } from '../http/params';

export interface LoginLimitSettings {
  loginWindowMs: number;
  loginFailuresPerAccount: number;
  /** Added to the answer for each failure past the threshold, up to `loginMaxDelayMs`. */
  loginDelayStepMs: number;
  loginMaxDelayMs: number;
}

/**
 * The provider's own login brake. Failed logins per account and visitor address (the site's servers name the visitor
 * in X-Forwarded-For, trusted from `SANDBOX_TRUST_PROXY`); successes never count. Past the threshold that pair's
 * logins are slowed, never refused: a refusal would let anyone who knows an e-mail lock its owner out, and a delay on
 * every login of the e-mail would slow the owner down for everyone's failures. A growing delay (capped below the
 * site's provider timeout) costs the guesser time; the owner, from their own address, is not slowed at all.
 */
export function loginLimit(settings: LoginLimitSettings): RequestHandler {
  return slowDown({
    windowMs: settings.loginWindowMs,
    delayAfter: settings.loginFailuresPerAccount,
    delayMs: (used) => (used - settings.loginFailuresPerAccount) * settings.loginDelayStepMs,
    maxDelayMs: settings.loginMaxDelayMs,
    skipSuccessfulRequests: true,
    // Only refused credentials (400 unknown_email / wrong_password) count, not a bad partner.
    requestWasSuccessful: (_req, res) => res.statusCode !== 400,
    keyGenerator: (req) => {
      const email = requestParams(req).email;
      const account = typeof email === 'string' ? email.trim().toLowerCase() : '';
      return `login:${account}|${ipKeyGenerator(req.ip ?? 'unknown')}`;
    },
  });
}
