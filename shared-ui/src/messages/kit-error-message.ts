import { MESSAGES_FR } from './fr';

/**
 * The one rule of the site for what a failed kit call says to the user, whichever page made it:
 * - no answer (`CONNECTION_FAILED`, `TIMEOUT`): the kit's own French, which says what to do;
 * - a refusal with a reason (a 4xx other than 401/403: wrong password, not enough stars…): the provider's French
 *   `user_message`, as it comes;
 * - anything else (a 5xx, an expired session, a kit-side failure, not a kit error at all): `fallback`, the generic
 *   text unless the page has a better one. Never a debug message.
 * Read by shape, not `instanceof`: the kit's class reaches the remotes through federation.
 */
export function kitErrorMessage(error: unknown, fallback: string = MESSAGES_FR.unknownError): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { name, code, status, user_message: userMessage } = error as Record<string, unknown>;
  const text = typeof userMessage === 'string' ? userMessage.trim() : '';
  if (name !== 'KitError' || text === '') return fallback;
  if (code === 'CONNECTION_FAILED' || code === 'TIMEOUT') return text;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 403) return text;
  return fallback;
}
