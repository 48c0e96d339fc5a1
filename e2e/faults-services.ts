import { PORTS, startService, waitForHealth, type ServiceName } from '../scripts/stack';
import { readStackState, writeStackState } from './support/stack-state';
import { stopServer } from './support/stop-server';

/**
 * Fault journeys stop a service of the stack started by global setup and start it
 * again with the same environment (same database, same session keys), as an outage and a
 * restart would. The stack runs with one worker, so no other journey sees the outage.
 */
export async function stopService(name: ServiceName): Promise<void> {
  const state = readStackState();
  const pid = state.pids[name];
  if (!pid) throw new Error(`${name} was not started by global setup`);
  await stopServer(PORTS[name], (signal) => process.kill(pid, signal), name);
  await processGone(pid, name);
}

/**
 * A server that stopped listening may still answer on the connections it holds (keep-alive, while it shuts down
 * gracefully): the browser's next call could then still reach it. The outage starts when the process is gone.
 */
async function processGone(pid: number, name: string): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 5_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!alive()) return;
  process.kill(pid, 'SIGKILL');
  const killDeadline = Date.now() + 2_000;
  while (alive() && Date.now() < killDeadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive()) throw new Error(`${name} (pid ${pid}) did not exit`);
}

export async function startAgain(name: ServiceName): Promise<void> {
  const state = readStackState();
  const service = startService(name, state.env);
  service.process.unref();
  writeStackState({ ...state, pids: { ...state.pids, [name]: service.process.pid } });
  await waitForHealth(PORTS[name]);
}

/**
 * Restarts a service with some variables changed (GAME_CURRENT…), for journeys that need another configuration; the
 * stack state keeps the original environment, so `startAgain` (after a `stopService`) restores it.
 */
export async function restartWith(name: ServiceName, overrides: Record<string, string>): Promise<void> {
  await stopService(name);
  const state = readStackState();
  const service = startService(name, { ...state.env, ...overrides });
  service.process.unref();
  writeStackState({ ...state, pids: { ...state.pids, [name]: service.process.pid } });
  await waitForHealth(PORTS[name]);
}
