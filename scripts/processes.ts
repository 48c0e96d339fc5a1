/**
 * The process helpers of every script that starts servers (the site's stack, a remote's QA stack, the load test):
 * build with the project's rspack, start a node server on 127.0.0.1, wait until it answers, stop it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/**
 * How the rspack CLI reads our TypeScript configs: through its bundled jiti, always. On Node 24 it would first try
 * Node's own type stripping, which loads a config without relative imports as an ES module (no `__dirname`) and falls
 * back to jiti only for the others: one loader, the same for every config.
 */
export const RSPACK_CONFIG_LOADER = ['--config-loader', 'jiti'] as const;

/** One production build with the project's own rspack CLI (`config`: a config file other than the folder's own). */
function rspackArgs(config?: string): string[] {
  return [
    path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
    'build',
    ...RSPACK_CONFIG_LOADER,
    '--mode',
    'production',
    ...(config ? ['--config', config] : []),
  ];
}

export function rspackBuild(cwd: string, config?: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, rspackArgs(config), {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
}

/** As buildWorkspace, without holding the caller: builds that do not depend on each other run side by side. */
export function buildWorkspaceAsync(workspace: string, config?: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, rspackArgs(config), {
      cwd: path.join(ROOT, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(Date.now() - started);
      else {
        process.stderr.write(output);
        reject(new Error(`build of ${workspace}${config ? ` (${config})` : ''} failed`));
      }
    });
  });
}

/** Builds `workspace` (its own config, or `config`); a failed build prints its output and throws. */
export function buildWorkspace(workspace: string, config?: string): number {
  const started = Date.now();
  const result = rspackBuild(path.join(ROOT, workspace), config);
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`build of ${workspace} failed`);
  }
  return Date.now() - started;
}

export interface NodeServerOptions {
  /** Names the server in the messages. */
  name: string;
  /** Node's arguments: a built entry, or `--import tsx` and a source entry. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** `quiet`: only errors reach the terminal (the load test prints its own table). */
  output?: 'inherit' | 'quiet';
  cwd?: string;
}

/** A node server bound to 127.0.0.1 (servers of scripts and tests never listen on other interfaces). */
export function startNode({ name, args, env, output = 'inherit', cwd = ROOT }: NodeServerOptions): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', output === 'quiet' ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && code !== null && signal === null) console.error(`[${name}] stopped with code ${code}`);
  });
  return child;
}

/** Waits until `url` answers 2xx; gives up early if `child` exits. */
export async function waitForUrl(
  url: string,
  { timeoutMs = 20_000, child, pollMs = 150 }: { timeoutMs?: number; child?: ChildProcess; pollMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server of ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${String(lastError)}`);
}

/** GET /healthz of a server of ours on 127.0.0.1. */
export function waitForHealth(port: number, timeoutMs = 20_000, child?: ChildProcess): Promise<void> {
  return waitForUrl(`http://127.0.0.1:${port}/healthz`, { timeoutMs, child });
}

/** Refuses to start on a port something already answers on (`hint`: what usually runs there). */
export async function assertPortFree(port: number, hint: string): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use (${hint}): stop it and try again`);
}

/** SIGTERM, SIGKILL after `timeoutMs`; resolves once the process is gone. */
export function stopChild(child: ChildProcess, timeoutMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
