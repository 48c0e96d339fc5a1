import { Redis } from 'ioredis';
import { logger } from '../logging/logger';

/** How long a command may take before the caller treats Redis as gone (a login must not hang on it). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * One connection per process. It fails fast instead of queueing: while Redis is away every command errs at once
 * (no offline queue, one attempt, a short timeout) and the callers fall back to this instance's own state as README
 * « Shared state » says; the client keeps reconnecting in the background (every 0.2 s to 2 s) and the state is
 * shared again when it is back.
 */
export function connectRedis(url: string, log: (message: string) => void = (message) => logger.warn(message)): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    // RESP2: nothing here needs RESP3, whose HELLO handshake makes ioredis print « a password was supplied » for any
    // refusal mentioning a password (Redis in protected mode says « no password is set ») even when the URL has none.
    protocol: 2,
    // Another instance or a restart may have flushed the scripts: rate-limit-redis reloads them itself.
    lazyConnect: false,
  });
  // Said once per change, not at every reconnection attempt.
  let up: boolean | undefined;
  client.on('ready', () => {
    if (up !== true) log(`shared state: Redis ready at ${redactedUrl(url)}`);
    up = true;
  });
  client.on('error', (error: Error) => {
    if (up !== false) {
      log(
        `shared state: Redis unreachable at ${redactedUrl(url)} (${error.message}; a connection ` +
          'closed at once is often protected mode or a password); this instance runs on its own until it is back',
      );
    }
    up = false;
  });
  return client;
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(invalid url)';
  }
}
