import { useCallback, useState } from 'react';

export interface QaActionState {
  busy: string | null;
  message: string | null;
  error: string | null;
}

/** One action of a panel at a time: its label while it runs, then its result or its French error. */
export function useQaAction() {
  const [state, setState] = useState<QaActionState>({ busy: null, message: null, error: null });
  const run = useCallback(async (label: string, action: () => Promise<string>) => {
    setState({ busy: label, message: null, error: null });
    try {
      const message = await action();
      setState({ busy: null, message, error: null });
    } catch (error) {
      setState({ busy: null, message: null, error: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  return { ...state, run };
}
