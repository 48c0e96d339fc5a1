import path from 'node:path';

export type SandboxMode = 'development' | 'test' | 'production';

export interface SandboxSettings {
  port: number;
  host: string;
  mode: SandboxMode;
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
  /** Lifetime of an access token (spec §9: 730 days). */
  tokenTtlSeconds: number;
  /** How long a burn holds its code lock (the provider's draw), so concurrent burns meet `locked`. */
  burnHoldMs: number;
  /** Key expected by the error-notice endpoint (`?key=`). */
  noticeKey: string;
  /** Notices accepted per project and minute before 429 (spec §8 "Error reporting"). */
  noticeRatePerMinute: number;
  /** Failed logins of one account per window before 429 (issue #13). */
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  /** Per-user upload quota over the last hour (files and bytes, sent or not). */
  uploadFilesPerHour: number;
  uploadBytesPerHour: number;
  /** Files that no sent batch took are removed after this long. */
  orphanFileMaxAgeMs: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer (got "${value}")`);
  return parsed;
}

export function readSandboxSettings(env: Record<string, string | undefined> = process.env): SandboxSettings {
  const mode = (env.SANDBOX_MODE ?? 'development') as SandboxMode;
  if (!['development', 'test', 'production'].includes(mode)) {
    throw new Error(`SANDBOX_MODE must be development, test or production (got "${mode}")`);
  }
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  // Under the repository's git-ignored .data/ folder unless told otherwise.
  const databaseFile = path.resolve(env.SANDBOX_DB ?? path.join(process.cwd(), '.data', 'provider-sandbox.sqlite'));
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    mode,
    databaseFile,
    dataDir: path.resolve(env.SANDBOX_DATA_DIR ?? path.join(path.dirname(databaseFile), 'provider-sandbox-files')),
    publicBaseUrl: (env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
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
    loginFailuresPerAccount: Math.max(
      1,
      positiveInteger(env.SANDBOX_LOGIN_FAILURES_PER_ACCOUNT, 20, 'SANDBOX_LOGIN_FAILURES_PER_ACCOUNT'),
    ),
    loginWindowMs: Math.max(1, positiveInteger(env.SANDBOX_LOGIN_WINDOW_MS, 15 * 60_000, 'SANDBOX_LOGIN_WINDOW_MS')),
    uploadFilesPerHour: positiveInteger(env.SANDBOX_UPLOAD_FILES_PER_HOUR, 200, 'SANDBOX_UPLOAD_FILES_PER_HOUR'),
    uploadBytesPerHour: positiveInteger(
      env.SANDBOX_UPLOAD_BYTES_PER_HOUR,
      200 * 1024 * 1024,
      'SANDBOX_UPLOAD_BYTES_PER_HOUR',
    ),
    orphanFileMaxAgeMs: positiveInteger(env.SANDBOX_ORPHAN_FILE_HOURS, 24, 'SANDBOX_ORPHAN_FILE_HOURS') * 3600_000,
  };
}
