/**
 * Builds and starts the whole site as in production: provider sandbox (:4000), session server
 * with the host (:3000) and the four remotes on their own ports. Used by `npm start` and by
 * the end-to-end tests, so both run the very same thing.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree, buildWorkspaceAsync, ROOT, startNode, waitForHealth } from './processes';

export { ROOT, rspackBuild, waitForHealth } from './processes';

export const PORTS = { site: 3000, sandbox: 4000, auth: 3101, account: 3102, shop: 3103, game: 3104 } as const;
export type ServiceName = keyof typeof PORTS;

/**
 * Workspace and, when it has more than one, its config file (the server builds of the host and the remotes). None reads
 * another's output, so they are built side by side, the longest (the browser builds) first.
 */
const BUILDS: Array<[workspace: string, config?: string]> = [
  ['host'],
  ['mfe-auth'],
  ['mfe-account'],
  ['mfe-shop'],
  ['mfe-game'],
  ['host', 'rspack.server.config.ts'],
  ['mfe-auth', 'rspack.server.config.ts'],
  ['mfe-account', 'rspack.server.config.ts'],
  ['mfe-shop', 'rspack.server.config.ts'],
  ['mfe-game', 'rspack.server.config.ts'],
  ['session-server'],
  ['provider-sandbox'],
];

/**
 * Every production build, as many at once as the machine has cores (at least 2: rspack's threads wait on the disk and
 * on each other, one build alone leaves a core idle). The first failure stops the queue and is thrown.
 */
export async function buildAll(): Promise<void> {
  const started = Date.now();
  const queue = [...BUILDS];
  const lanes = Math.max(2, Math.min(6, os.availableParallelism()));
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [workspace, config] = next;
      const took = await buildWorkspaceAsync(workspace, config).catch((error: unknown) => {
        queue.length = 0;
        throw error;
      });
      console.log(`[build] ${config ? `${workspace} (${config})` : workspace} in ${(took / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(`[build] all ${BUILDS.length} in ${((Date.now() - started) / 1000).toFixed(1)} s (${lanes} at once)`);
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
  const child = startNode({ name, args, env: { ...env, PORT: String(port) } });
  return { name, port, process: child };
}

export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Service[]> {
  for (const port of Object.values(PORTS)) await assertPortFree(port, 'another npm start?');
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

/** The environment of a local run (`npm start`, `npm run start:cluster`): the caller's values win. */
export function localRunEnv(): NodeJS.ProcessEnv {
  return {
    // No SANDBOX_MODE of its own: unset, the sandbox takes its mode from APP_ENV, so `APP_ENV=production npm start`
    // has no test controls (a SANDBOX_MODE of the caller still reaches it, as every variable does).
    APP_ENV: process.env.APP_ENV ?? 'development',
    SANDBOX_DB: process.env.SANDBOX_DB ?? path.join(dataDir('sandbox'), 'provider-sandbox.sqlite'),
    SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? dataDir('sandbox', 'files'),
    // Locally, error notices go to the sandbox's collector (GET /__sandbox/notices shows them).
    ERROR_REPORTER_HOST: process.env.ERROR_REPORTER_HOST ?? `http://localhost:${PORTS.sandbox}`,
  };
}
