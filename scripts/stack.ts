/**
 * Builds and starts the whole site as in production: provider sandbox (:4000), session server
 * with the host (:3000) and the four remotes on their own ports. Used by `npm start` and by
 * the end-to-end tests, so both run the very same thing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

export const PORTS = { site: 3000, sandbox: 4000, auth: 3101, account: 3102, shop: 3103, game: 3104 } as const;
export type ServiceName = keyof typeof PORTS;

/** Workspace and, when it has more than one, its config file (the host's server-render bundle, issue 12). */
const BUILD_ORDER: Array<[workspace: string, config?: string]> = [
  ['mfe-auth'],
  ['mfe-account'],
  ['mfe-shop'],
  ['mfe-game'],
  ['host'],
  ['host', 'rspack.server.config.ts'],
  ['session-server'],
  ['provider-sandbox'],
];

/** One production build with the project's own rspack CLI (`config`: a config file other than the folder's own). */
export function rspackBuild(cwd: string, config?: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '--mode',
      'production',
      ...(config ? ['--config', config] : []),
    ],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
}

export function buildAll(): void {
  for (const [workspace, config] of BUILD_ORDER) {
    const started = Date.now();
    const result = rspackBuild(path.join(ROOT, workspace), config);
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`build of ${workspace} failed`);
    }
    console.log(
      `[build] ${config ? `${workspace} (${config})` : workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

export interface Service {
  name: ServiceName;
  port: number;
  process: ChildProcess;
}

export function startService(name: ServiceName, env: NodeJS.ProcessEnv): Service {
  const port = PORTS[name];
  let args: string[];
  if (name === 'site') args = [path.join(ROOT, 'session-server/dist/main.js')];
  else if (name === 'sandbox') args = [path.join(ROOT, 'provider-sandbox/dist/main.js')];
  else
    args = [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/static-remote-server.ts'),
      path.join(ROOT, `mfe-${name}/dist`),
      String(port),
    ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { name, port, process: child };
}

export async function waitForHealth(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`service on port ${port} did not become healthy: ${String(lastError)}`);
}

async function assertPortFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use: stop what runs there (another npm start?) and try again`);
}

export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Service[]> {
  for (const port of Object.values(PORTS)) await assertPortFree(port);
  const services = (Object.keys(PORTS) as ServiceName[]).map((name) => startService(name, env));
  try {
    await Promise.all(services.map((service) => waitForHealth(service.port)));
  } catch (error) {
    stopServices(services);
    throw error;
  }
  return services;
}

export function stopServices(services: Service[]): void {
  for (const service of services) {
    if (service.process.exitCode === null) service.process.kill('SIGTERM');
  }
}

/** A data folder that git ignores, for databases and uploads of a local run. */
export function dataDir(...parts: string[]): string {
  const dir = path.join(ROOT, '.data', ...parts);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
