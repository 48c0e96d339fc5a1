import { PORTS, startService, waitForHealth, type ServiceName } from '../scripts/stack';
import { readStackState, writeStackState } from './support/stack-state';

/**
 * Fault journeys (issue #13) stop a service of the stack started by global setup and start it
 * again with the same environment (same database, same session keys), as an outage and a
 * restart would. The stack runs with one worker, so no other journey sees the outage.
 */
export async function stopService(name: ServiceName): Promise<void> {
  const state = readStackState();
  const pid = state.pids[name];
  if (!pid) throw new Error(`${name} was not started by global setup`);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  // A fresh connection each time: a kept-alive one could still reach a server that stopped listening.
  const answers = async () => {
    try {
      await fetch(`http://127.0.0.1:${PORTS[name]}/healthz`, {
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
    if (signal === 'SIGKILL') {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await answers())) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not stop`);
}

export async function startAgain(name: ServiceName): Promise<void> {
  const state = readStackState();
  const service = startService(name, state.env);
  service.process.unref();
  writeStackState({ ...state, pids: { ...state.pids, [name]: service.process.pid } });
  await waitForHealth(PORTS[name]);
}
