import { hostname } from 'node:os';
import { pino, type LevelWithSilent } from 'pino';

/**
 * The sandbox's one logger: JSON lines on stdout (pino), like the session server's. LOG_LEVEL, `info` by default,
 * `silent` in the tests unless set. Nothing personal is logged (see http/request-log.ts); the fields below are
 * censored wherever an object holding them is logged by mistake.
 */
const SECRETS = ['password', 'email', 'access_token', 'token', 'first_name', 'last_name', 'phone', 'iban'];

function levelOf(env: Record<string, string | undefined>): LevelWithSilent {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked === 'silent' || (asked !== undefined && asked in pino.levels.values)) return asked as LevelWithSilent;
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

export const logger = pino({
  level: levelOf(process.env),
  base: { service: 'provider-sandbox', pid: process.pid, hostname: hostname() },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...SECRETS, ...SECRETS.map((field) => `*.${field}`)], censor: '[redacted]' },
});
