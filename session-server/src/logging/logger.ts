import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The session server's one logger: JSON lines on stdout (pino), one per event, each line of a request carrying its
 * `reqId`. Nothing personal and no secret goes out: the request line holds the method, the path and the status only
 * (query values other than `r` and e-mail-like path segments masked, see safe-url.ts), headers are never logged, and
 * the fields below are censored wherever an object that holds them is logged by mistake.
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LevelName = (typeof LEVELS)[number];

const SECRET_FIELDS = [
  'password',
  'passwordConfirmation',
  'email',
  'token',
  'accessToken',
  'access_token',
  'tokens',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'phone',
  'cookie',
  'authorization',
  'body',
];
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * LOG_LEVEL, `info` by default. Tests log at `info` into nothing unless they set LOG_LEVEL (then on stdout) or
 * capture the lines (captureLogs): quiet, yet every line is still built, so a test can read what production writes.
 */
export function logLevelOf(env: Record<string, string | undefined>): {
  level: LevelName;
  quiet: boolean;
  unknown?: string;
} {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked && (LEVELS as readonly string[]).includes(asked)) return { level: asked as LevelName, quiet: false };
  const quiet = !asked && env.NODE_ENV === 'test';
  return asked ? { level: 'info', quiet, unknown: env.LOG_LEVEL } : { level: 'info', quiet };
}

const chosen = logLevelOf(process.env);
/** Where the lines go: stdout, nowhere (tests), or a test's capture (captureLogs). */
let destination: DestinationStream = chosen.quiet
  ? { write: () => undefined }
  : pino.destination({ fd: 1, sync: true });
const switchable: DestinationStream = { write: (line: string) => destination.write(line) };

const options = {
  level: chosen.level,
  // The host name tells the replicas apart (a container's id under Docker).
  base: { service: 'session-server', pid: process.pid, hostname: hostname() },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Level names (`"level":"warn"`) read better in any log store than pino's numbers.
  formatters: { level: (label: string) => ({ level: label }) },
};
export const logger: Logger = pino({ ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, switchable);

/**
 * The request lines' logger (request-log.ts), without the censor: their objects are built field by field from what may
 * be logged (method, masked address, status, duration), so there is nothing to censor, and censoring walks every
 * line's object for the fields above (load profile of `/api/session`: 8 % of its time).
 */
export const requestLines: Logger = pino(options, switchable);
if (chosen.unknown !== undefined) logger.warn(`LOG_LEVEL "${chosen.unknown}" is not a level: logging at info`);

/** The request being served, for code that has no `req` at hand (the provider client, error mapping). */
export interface RequestContext {
  id: string;
  log: Logger;
}
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The logger of the request being served (its lines carry `reqId`), or the server's outside a request. */
export function currentLog(): Logger {
  return requestContext.getStore()?.log ?? logger;
}

/**
 * Sends every line to `sink` until the returned function is called (tests). `level` applies to the loggers made after
 * the call (an app created then): those made before keep theirs (`info` in tests).
 */
export function captureLogs(sink: DestinationStream, level?: LevelName): () => void {
  const previous = { destination, level: logger.level };
  destination = sink;
  if (level) logger.level = requestLines.level = level;
  return () => {
    destination = previous.destination;
    logger.level = requestLines.level = previous.level;
  };
}
