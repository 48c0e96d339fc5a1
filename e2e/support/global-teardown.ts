import { readStackState } from './stack-state';

export default async function globalTeardown(): Promise<void> {
  const { pids } = readStackState();
  for (const pid of Object.values(pids)) {
    try {
      if (pid) process.kill(pid, 'SIGTERM');
    } catch {
      // Already stopped (a journey may have stopped it on purpose).
    }
  }
}
