/**
 * Stops a server of the test stack as an outage would: SIGTERM, then SIGKILL if it still answers.
 * Each probe opens a fresh connection: a kept-alive one could still reach a server that stopped listening.
 */
export async function stopServer(port: number, kill: (signal: NodeJS.Signals) => void, label: string): Promise<void> {
  const answers = async () => {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(300),
        headers: { Connection: 'close' },
      });
      return true;
    } catch {
      return false;
    }
  };
  for (const [signal, waitMs] of [
    ['SIGTERM', 8_000],
    ['SIGKILL', 2_000],
  ] as const) {
    try {
      kill(signal);
    } catch {
      // Already gone.
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await answers())) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${label} did not stop`);
}
