import type { Environment } from 'shared-kit/contracts';
import type { BudgetSettings } from '../http/request-budgets';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_BODY_TIMEOUT_MS } from '../http/body-limits';
import { developmentKey } from './development-key';
import { readTrustProxy, type TrustProxy } from './trust-proxy';
import { logger } from '../logging/logger';

type Env = Record<string, string | undefined>;

/** SESSION-4: the access token (and so the session holding it) lives 730 days. */
export const SESSION_MAX_AGE_MS = 730 * 24 * 3600 * 1000;

/** Shorter keys are guessable enough to forge a session cookie, hence the floor in production. */
const MIN_PRODUCTION_KEY_LENGTH = 32;

export interface SessionSettings {
  cookieName: string;
  /** First key signs, every key verifies: prepend a new key to rotate, drop the old one later. */
  keys: string[];
  secure: boolean;
  maxAgeMs: number;
}

export interface RateLimitSettings {
  windowMs: number;
  /** Login failures of one account from one address (the real user's typos, or a guesser there); signups per e-mail. */
  perAccountAddress: number;
  /** Login failures of one account from every address together: the much higher ceiling. */
  perAccount: number;
  /** Login failures from one address on every account (spraying), past which logins from it are slowed, not refused. */
  perIp: number;
  /** Sign-ups (and reset e-mails) asked from one address, every attempt counted (sized for a carrier NAT). */
  signupsPerIp: number;
}

export interface SecuritySettings {
  session: SessionSettings;
  /** Origins (scheme://host[:port]) allowed to send state-changing /api requests, besides the request's own host. */
  allowedOrigins: string[];
  rateLimit: RateLimitSettings;
  /** Per-minute budgets of plain form posts and of a logged-in visitor's pages (http/request-budgets.ts). */
  budgets: BudgetSettings;
  bodyLimitBytes: number;
  /** Time a request's headers, then its body, have to arrive (http/body-limits.ts, main.ts). */
  bodyTimeoutMs: number;
  trustProxy: TrustProxy;
}

export function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

/** 0 or more (a queue that may be turned off). */
export function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be 0 or a positive integer (got "${raw}")`);
  return value;
}

function booleanFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

export function originOf(url: string, name: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${url}")`);
  }
}

function sessionKeys(env: Env, needsRealKeys: boolean): string[] {
  const keys = (env.SESSION_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (needsRealKeys) {
    if (keys.length === 0) {
      throw new Error(
        'SESSION_KEYS is required in production (and staging, sandbox, prod-uat): comma-separated secrets, newest first.',
      );
    }
    if (keys.some((key) => key.length < MIN_PRODUCTION_KEY_LENGTH)) {
      throw new Error(
        `every SESSION_KEYS entry must be at least ${MIN_PRODUCTION_KEY_LENGTH} characters in production.`,
      );
    }
    return keys;
  }
  if (keys.length > 0) return keys;
  const { key, file } = developmentKey(env);
  logger.warn(`SESSION_KEYS is not set: using this checkout's development key (${file}).`);
  return [key];
}

/** Environments that only run on a developer's machine or in the test suite. */
const LOCAL_ENVIRONMENTS: readonly Environment[] = ['development', 'test'];

export function readSecuritySettings(env: Env, environment: Environment, siteUrl: string): SecuritySettings {
  // Staging, sandbox and prod-uat are reachable by others: they need real keys like production.
  const needsRealKeys = !LOCAL_ENVIRONMENTS.includes(environment);
  const isProduction = environment === 'production';
  const extraOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => originOf(origin, 'ALLOWED_ORIGINS'));
  // Any site served over https gets Secure cookies, not only production.
  const secure = booleanFlag(env, 'COOKIE_SECURE', isProduction || siteUrl.startsWith('https:'));
  if (secure && siteUrl.startsWith('http:')) {
    logger.warn(
      'cookies are Secure but SITE_URL is plain http: the session needs https (or COOKIE_SECURE=false for a local run).',
    );
  }
  const keys = sessionKeys(env, needsRealKeys);
  if (isProduction && env.TRUST_PROXY === undefined) {
    // Behind a TLS proxy that is not on loopback, express would see http, the Secure cookie would
    // be dropped without a word and every login would silently fail: say which proxy to trust.
    throw new Error(
      'TRUST_PROXY is required in production (the address or hop count of the TLS proxy, e.g. "1" or "10.0.0.0/8").',
    );
  }
  return {
    session: {
      cookieName: env.SESSION_COOKIE_NAME ?? 'lgb_session',
      keys,
      secure,
      maxAgeMs: SESSION_MAX_AGE_MS,
    },
    allowedOrigins: [...new Set([originOf(siteUrl, 'SITE_URL'), ...extraOrigins])],
    rateLimit: {
      windowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
      perAccountAddress: positiveInteger(env, 'RATE_LIMIT_PER_ACCOUNT_ADDRESS', 10),
      perAccount: positiveInteger(env, 'RATE_LIMIT_PER_ACCOUNT', 100),
      // An address's budgets are sized for a carrier NAT (session-server README « Who is counted »).
      perIp: positiveInteger(env, 'RATE_LIMIT_PER_IP', 300),
      signupsPerIp: positiveInteger(env, 'RATE_LIMIT_SIGNUPS_PER_IP', 300),
    },
    budgets: {
      formPostsPerAddress: positiveInteger(env, 'RATE_LIMIT_FORM_POSTS_PER_IP', 300),
      pagesPerSession: positiveInteger(env, 'RATE_LIMIT_PAGES_PER_SESSION', 120),
      pagesPerAccount: positiveInteger(env, 'RATE_LIMIT_PAGES_PER_ACCOUNT', 240),
    },
    bodyLimitBytes: positiveInteger(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    bodyTimeoutMs: positiveInteger(env, 'BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS),
    trustProxy: readTrustProxy(env.TRUST_PROXY, 'TRUST_PROXY'),
  };
}
