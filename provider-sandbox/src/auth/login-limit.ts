import type { RequestHandler } from 'express';
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
 * The provider's own login brake. Failed logins per account (the site's server logs everyone in from one address,
 * so an address says nothing here); successes never count. Past the threshold the account's logins are slowed,
 * never refused: a refusal would let anyone who knows an e-mail lock its owner out, while a growing delay (capped
 * below the site's provider timeout) costs a guesser time and the real user, who gives the right password, only a
 * few seconds.
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
      return `login:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
}
