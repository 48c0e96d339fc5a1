import { isKitError } from 'shared-kit';
import { ACCOUNT_FR } from '../messages/fr';

/**
 * The text a failed kit call shows: the provider's own French `user_message` when it refused the
 * request with a reason (4xx: wrong password, not cancelable…); the spec §8 generic text for
 * anything else (connection lost, 5xx, a kit-side failure), never a debug message.
 */
export function userMessageOf(error: unknown): string {
  if (isKitError(error) && error.status !== undefined && error.status >= 400 && error.status < 500) {
    const explained = error.status !== 401 && error.status !== 403 && error.user_message.trim() !== '';
    if (explained) return error.user_message;
  }
  return ACCOUNT_FR.common.unknownError;
}

/** The provider answers 404 for an unknown receipt and for another user's alike. */
export function isNotFound(error: unknown): boolean {
  return isKitError(error) && (error.code === 'not_found' || error.status === 404);
}
