import { createContext, useContext } from 'react';
import type { ServerFormState } from 'shared-kit/core';

/**
 * A form sent without JavaScript (a plain POST) is answered by the server with its page again: what was entered
 * (never a password), the form's own messages per field, and the message of the whole form. The form starts from
 * them, in the server HTML and while it hydrates; a field's message goes once the field is changed.
 */
export const ServerFormContext = createContext<ServerFormState | undefined>(undefined);

/** The server's message for `name`, while the field still holds what was sent. */
export function useServerFieldError(name: string, pristine: boolean): string | null {
  const state = useContext(ServerFormContext);
  const error = state?.errors?.[name];
  return pristine && typeof error === 'string' ? error : null;
}
