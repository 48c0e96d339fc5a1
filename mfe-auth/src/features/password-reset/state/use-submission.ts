import { useCallback, useState } from 'react';
import type { ResetOutcome } from '../api/password-reset';

export interface SubmissionState {
  loading: boolean;
  error: string | null;
  success: boolean;
}

/** The same three flags as the session forms (AUTH-1), for the two reset steps. */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({ loading: false, error: null, success: false });
  const run = useCallback(async (call: () => Promise<ResetOutcome>) => {
    setState({ loading: true, error: null, success: false });
    const outcome = await call();
    setState(
      outcome.ok
        ? { loading: false, error: null, success: true }
        : { loading: false, error: outcome.message, success: false },
    );
  }, []);
  /** A new attempt: the message of the previous one goes (not while a request runs). */
  const clear = useCallback(
    () => setState((current) => (current.loading ? current : { loading: false, error: null, success: false })),
    [],
  );
  return { state, run, clear };
}
