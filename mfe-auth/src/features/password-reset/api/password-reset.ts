import { KIT_USER_MESSAGES } from 'shared-kit';
import { kitErrorMessage } from 'shared-ui';
import { AUTH_FR } from '../../../messages/fr';

/** AUTH-7: reset request needs email; actual reset needs token, newPassword, newPasswordConfirmation. */
export interface ResetFields {
  token: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

interface PasswordResetOperations {
  askToResetPassword(email: string): Promise<unknown>;
  actuallyResetPassword(fields: ResetFields): Promise<unknown>;
}

export type ResetOutcome = { ok: true } | { ok: false; message: string };

/** The page's kit (the runtime's), as the reset reads it: a build of the kit may lack the calls. */
type ResetKit = { [K in keyof PasswordResetOperations]?: PasswordResetOperations[K] };

/**
 * The kit (KIT-1 /api/v3/users/*) carries both calls; a kit build without them makes the page
 * say the feature is unavailable rather than pretend a mail was sent.
 */
function passwordResetOperations(kit: ResetKit): PasswordResetOperations | null {
  const { askToResetPassword, actuallyResetPassword } = kit;
  if (typeof askToResetPassword !== 'function' || typeof actuallyResetPassword !== 'function') return null;
  return {
    askToResetPassword: (email) => askToResetPassword.call(kit, email),
    actuallyResetPassword: (fields) => actuallyResetPassword.call(kit, fields),
  };
}

/** The site's one rule for a failed kit call (shared-ui kitErrorMessage). */
const failureText = (error: unknown): string => kitErrorMessage(error, KIT_USER_MESSAGES.unknown);

async function attempt(
  call: (operations: PasswordResetOperations) => Promise<unknown>,
  kit: ResetKit,
): Promise<ResetOutcome> {
  const operations = passwordResetOperations(kit);
  if (!operations) return { ok: false, message: AUTH_FR.reset.unavailable };
  try {
    await call(operations);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: failureText(error) };
  }
}

/** Step 1: the provider answers the same whether the account exists or not (no enumeration). */
export function askPasswordReset(email: string, kit: ResetKit): Promise<ResetOutcome> {
  return attempt((operations) => operations.askToResetPassword(email), kit);
}

/** Step 2: sets the new password from the mailed one-time token. */
export function resetPassword(fields: ResetFields, kit: ResetKit): Promise<ResetOutcome> {
  return attempt((operations) => operations.actuallyResetPassword(fields), kit);
}
