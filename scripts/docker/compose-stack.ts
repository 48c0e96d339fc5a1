/**
 * The composed stack under test (docker/compose.yaml) as the docker test and its journeys drive it: one project name
 * of its own (never a team's running stack), one env file written at start-up and read by every later call (compose
 * interpolates the whole file on each command: SESSION_KEYS and the base images must be the same each time).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack';

export const PROJECT = 'la-grande-boutique-test';
export const COMPOSE_FILE = path.join(ROOT, 'docker', 'compose.yaml');
export const ENV_FILE = path.join(ROOT, '.data', 'docker', 'stack.env');
export const SERVICES = ['sandbox', 'redis', 'site', 'balancer', 'auth', 'account', 'shop', 'game'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** A NAME=value file beside the stack's env file (readable by its owner only: it holds the session keys); its path. */
export function writeEnvFile(name: string, env: Record<string, string>): string {
  const file = path.join(path.dirname(ENV_FILE), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return file;
}

export function writeStackEnv(env: Record<string, string>): void {
  writeEnvFile(path.basename(ENV_FILE), env);
}

export function readStackEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(ENV_FILE, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) env[line.slice(0, at)] = line.slice(at + 1);
  }
  return env;
}

/** `docker compose …` on the test project; `env` adds variables for this call (e.g. SHOP_VERSION for a roll). */
export function compose(args: string[], options: { env?: Record<string, string>; quiet?: boolean } = {}): string {
  return execFileSync('docker', ['compose', '-f', COMPOSE_FILE, '-p', PROJECT, '--env-file', ENV_FILE, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...readStackEnv(), ...options.env },
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

export interface ContainerState {
  id: string;
  name: string;
  pid: number;
  running: boolean;
  health: string | null;
  address: string;
  image: string;
  startedAt: string;
  restartCount: number;
}

export function containersOf(service: ServiceName): ContainerState[] {
  const ids = compose(['ps', '-q', service], { quiet: true }).split('\n').filter(Boolean);
  if (ids.length === 0) return [];
  const inspected = JSON.parse(
    execFileSync('docker', ['inspect', ...ids], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
  ) as Array<{
    Id: string;
    Name: string;
    RestartCount: number;
    Config: { Image: string };
    State: { Pid: number; Running: boolean; StartedAt: string; Health?: { Status: string } };
    NetworkSettings: { Networks: Record<string, { IPAddress: string }> };
  }>;
  return inspected.map((container) => ({
    id: container.Id,
    name: container.Name.replace(/^\//, ''),
    pid: container.State.Pid,
    running: container.State.Running,
    health: container.State.Health?.Status ?? null,
    address: Object.values(container.NetworkSettings.Networks)[0]?.IPAddress ?? '',
    image: container.Config.Image,
    startedAt: container.State.StartedAt,
    restartCount: container.RestartCount,
  }));
}

/** Waits until every container of these services is running and healthy (those without a health check: running). */
export async function waitHealthy(services: readonly ServiceName[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const states = services.flatMap((service) => containersOf(service).map((state) => ({ service, state })));
    const waiting = states.filter(
      ({ state }) => !state.running || (state.health !== null && state.health !== 'healthy'),
    );
    if (
      states.length > 0 &&
      waiting.length === 0 &&
      services.every((s) => states.some(({ service }) => service === s))
    ) {
      return;
    }
    last = waiting.map(({ state }) => `${state.name}: ${state.running ? state.health : 'not running'}`).join(', ');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the stack was not healthy after ${timeoutMs / 1000} s (${last || 'no container'})`);
}
