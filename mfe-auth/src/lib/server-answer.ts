import { useState } from 'react';
import type { ServerFormState } from 'shared-kit';
import { useNavigate } from 'shared-ui';
import { useFormAction, useReturnPath, useReturnTarget } from './return-path';

/** The props of an auth form that can be sent without JavaScript. */
export interface PlainPostProps {
  labelledBy: string;
  /** The server's answer to this form sent without JavaScript. */
  serverState?: ServerFormState;
}

/**
 * What an auth form needs: where it goes once done (`target`: `r` or « Mon compte », GUARD-4) and the `r` it carries
 * to the other auth pages; and to work without JavaScript, where it is sent (its page, with `r`) and the server's
 * message of the last plain POST, which stays until the next attempt as the form's own would.
 */
export function useAuthForm(serverState: ServerFormState | undefined) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const target = useReturnTarget();
  const action = useFormAction();
  const [serverError, setServerError] = useState(serverState?.error);
  return { navigate, returnPath, target, action, serverError, forgetServerError: () => setServerError(undefined) };
}
