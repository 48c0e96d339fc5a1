import os from 'node:os';
import path from 'node:path';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy';
import { logger } from './logger';

export type SandboxMode = 'development' | 'test' | 'production';

export interface SandboxSettings {
  port: number;
  host: string;
  /** development and test turn the controls (/__sandbox, faults) on; every other mode is production. */
  mode: SandboxMode;
  /** Host names (without port) the sandbox answers: its public URL's, loopback's and SANDBOX_ALLOWED_HOSTS. */
  allowedHosts: string[];
  databaseFile: string;
  /** Folder of uploaded receipt files (stored under generated names). */
  dataDir: string;
  /** Absolute base of the URLs the sandbox hands out (images, receipt files). */
  publicBaseUrl: string;
  /** The site, for links in mails (password reset). */
  siteUrl: string;
  /** Origins allowed by CORS (the site only). */
  allowedOrigins: string[];
  /** Delay before a received receipt is accepted or rejected. */
  receiptDelayMs: number;
  /** Lifetime of an access token (SESSION-4: 730 days). */
  tokenTtlSeconds: number;
  /** How long a burn holds its code lock (the provider's draw), so concurrent burns meet `locked`. */
  burnHoldMs: number;
  /** Key expected by the error-notice endpoint (`?key=`). */
  noticeKey: string;
  /** Notices accepted per project and minute before 429 (REPORT-2). */
  noticeRatePerMinute: number;
  /**
   * Express `trust proxy`: callers whose X-Forwarded-For names the visitor (the site's servers, which log everyone in
   * from their own address). Loopback by default.
   */
  trustProxy: TrustProxy;
  /** Failed logins of one account from one visitor address per window before that pair's logins are slowed down. */
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  /** Past the threshold, each further failure slows the account's logins by this much, up to the maximum. */
  loginDelayStepMs: number;
  loginMaxDelayMs: number;
  /** Sign-ups accepted from one visitor address per window (every attempt counts). */
  signupsPerAddress: number;
  signupWindowMs: number;
  /** The partner's server secret (find_user_with_email); unset: such calls are refused to everyone. */
  partnerSecret: string | undefined;
  /** Per-user upload quota over the last hour (files and bytes, sent or not). */
  uploadFilesPerHour: number;
  uploadBytesPerHour: number;
  /** Files that no sent batch took are removed after this long. */
  orphanFileMaxAgeMs: number;
  /** Threads of the sandbox's own that hash passwords (auth/hashing.ts); 0: libuv's pool of the process. */
  hashThreads: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer (got "${value}")`);
  return parsed;
}

/**
 * The controls (mailbox with reset links, faults, personas) must never face real users: they are on only when
 * SANDBOX_MODE (or else APP_ENV) says development or test explicitly. Unset, production or any other value (a
 * typo, staging…) is production.
 */
function sandboxMode(env: Record<string, string | undefined>): SandboxMode {
  const asked = env.SANDBOX_MODE || env.APP_ENV;
  if (asked === 'development' || asked === 'test') return asked;
  if (asked !== undefined && asked !== 'production') {
    logger.warn(`unknown mode "${asked}": running as production (controls off)`);
  }
  return 'production';
}

export function readSandboxSettings(env: Record<string, string | undefined> = process.env): SandboxSettings {
  const mode = sandboxMode(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  // Under the repository's git-ignored .data/ folder unless told otherwise.
  const databaseFile = path.resolve(env.SANDBOX_DB ?? path.join(process.cwd(), '.data', 'provider-sandbox.sqlite'));
  const publicBaseUrl = (env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    mode,
    allowedHosts: [
      ...new Set([
        new URL(publicBaseUrl).hostname,
        'localhost',
        '127.0.0.1',
        '[::1]',
        ...(env.SANDBOX_ALLOWED_HOSTS ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      ]),
    ],
    databaseFile,
    dataDir: path.resolve(env.SANDBOX_DATA_DIR ?? path.join(path.dirname(databaseFile), 'provider-sandbox-files')),
    publicBaseUrl,
    siteUrl: (env.SANDBOX_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    allowedOrigins: (env.SANDBOX_ALLOWED_ORIGINS ?? 'http://localhost:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    receiptDelayMs: positiveInteger(env.SANDBOX_RECEIPT_DELAY_MS, 15_000, 'SANDBOX_RECEIPT_DELAY_MS'),
    tokenTtlSeconds: positiveInteger(env.SANDBOX_TOKEN_TTL_SECONDS, 730 * 24 * 3600, 'SANDBOX_TOKEN_TTL_SECONDS'),
    burnHoldMs: positiveInteger(env.SANDBOX_BURN_HOLD_MS, 150, 'SANDBOX_BURN_HOLD_MS'),
    noticeKey: env.SANDBOX_NOTICE_KEY ?? 'sandbox',
    noticeRatePerMinute: positiveInteger(env.SANDBOX_NOTICE_RATE_PER_MINUTE, 120, 'SANDBOX_NOTICE_RATE_PER_MINUTE'),
    trustProxy: readTrustProxy(env.SANDBOX_TRUST_PROXY, 'SANDBOX_TRUST_PROXY'),
    loginFailuresPerAccount: Math.max(
      1,
      positiveInteger(env.SANDBOX_LOGIN_FAILURES_PER_ACCOUNT, 20, 'SANDBOX_LOGIN_FAILURES_PER_ACCOUNT'),
    ),
    loginWindowMs: Math.max(1, positiveInteger(env.SANDBOX_LOGIN_WINDOW_MS, 15 * 60_000, 'SANDBOX_LOGIN_WINDOW_MS')),
    loginDelayStepMs: positiveInteger(env.SANDBOX_LOGIN_DELAY_STEP_MS, 500, 'SANDBOX_LOGIN_DELAY_STEP_MS'),
    loginMaxDelayMs: positiveInteger(env.SANDBOX_LOGIN_MAX_DELAY_MS, 5_000, 'SANDBOX_LOGIN_MAX_DELAY_MS'),
    signupsPerAddress: Math.max(1, positiveInteger(env.SANDBOX_SIGNUPS_PER_ADDRESS, 30, 'SANDBOX_SIGNUPS_PER_ADDRESS')),
    signupWindowMs: Math.max(1, positiveInteger(env.SANDBOX_SIGNUP_WINDOW_MS, 3600_000, 'SANDBOX_SIGNUP_WINDOW_MS')),
    partnerSecret: env.SANDBOX_PARTNER_SECRET || undefined,
    uploadFilesPerHour: positiveInteger(env.SANDBOX_UPLOAD_FILES_PER_HOUR, 200, 'SANDBOX_UPLOAD_FILES_PER_HOUR'),
    uploadBytesPerHour: positiveInteger(
      env.SANDBOX_UPLOAD_BYTES_PER_HOUR,
      200 * 1024 * 1024,
      'SANDBOX_UPLOAD_BYTES_PER_HOUR',
    ),
    orphanFileMaxAgeMs: positiveInteger(env.SANDBOX_ORPHAN_FILE_HOURS, 24, 'SANDBOX_ORPHAN_FILE_HOURS') * 3600_000,
    // As many as the cores: scrypt is pure CPU, more threads would only share them.
    hashThreads: positiveInteger(env.SANDBOX_HASH_THREADS, os.availableParallelism(), 'SANDBOX_HASH_THREADS'),
  };
}
