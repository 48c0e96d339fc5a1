import { isKitError } from 'shared-kit';
import { kitErrorMessage } from 'shared-ui';

/** The text a failed kit call shows: the site's one rule (shared-ui kitErrorMessage). */
export const userMessageOf = (error: unknown): string => kitErrorMessage(error);

/** The provider answers 404 for an unknown receipt and for another user's alike. */
export function isNotFound(error: unknown): boolean {
  return isKitError(error) && (error.code === 'not_found' || error.status === 404);
}
