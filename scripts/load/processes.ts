import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Production build of one workspace (the same rspack call as scripts/stack.ts). */
export function buildWorkspace(workspace: string): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
    {
      cwd: path.join(ROOT, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`build of ${workspace} failed`);
  }
  console.log(`[load] built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export interface Started {
  name: string;
  child: ChildProcess;
  url: string;
}

/** A node server on 127.0.0.1:<port>; its output is kept quiet unless it fails. */
export function startNode(name: string, args: string[], port: number, env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, child, url: `http://127.0.0.1:${port}` };
}

export async function waitForHealth(server: Started, path = '/healthz', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}`);
    try {
      if ((await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not become healthy in ${timeoutMs / 1000} s`);
}

/** Stops a server and waits for it (a CPU profile is written on exit). */
export async function stop(server: Started, timeoutMs = 10_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}
