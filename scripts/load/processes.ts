import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { buildWorkspace as build, startNode as startServer, stopChild, waitForUrl } from '../processes';

export { ROOT } from '../processes';

/** Production build of one workspace (scripts/processes.ts), with the load test's own log line. */
export function buildWorkspace(workspace: string, config?: string): void {
  const took = build(workspace, config);
  console.log(`[load] built ${workspace}${config ? ` (${config})` : ''} in ${(took / 1000).toFixed(1)} s`);
}

export interface Started {
  name: string;
  child: ChildProcess;
  url: string;
}

/** A node server on 127.0.0.1:<port>; its output is kept quiet unless it fails. */
export function startNode(name: string, args: string[], port: number, env: Record<string, string>): Started {
  const child = startServer({ name, args, env: { ...env, PORT: String(port) }, output: 'quiet' });
  return { name, child, url: `http://127.0.0.1:${port}` };
}

export function waitForHealth(server: Started, path = '/healthz', timeoutMs = 30_000): Promise<void> {
  return waitForUrl(`${server.url}${path}`, { timeoutMs, child: server.child, pollMs: 200 });
}

/** Stops a server and waits for it (a CPU profile is written on exit). */
export function stop(server: Started, timeoutMs = 10_000): Promise<void> {
  return stopChild(server.child, timeoutMs);
}

/** Resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}
