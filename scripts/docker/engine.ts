/**
 * A container engine for `npm run test:docker`: the running one, or dockerd started here when we are root (Debian's
 * docker.io installed with apt when missing), with the compose and buildx plugins (Debian trixie packages them; the
 * host's Debian may not: they are copied out of a trixie container). Where no engine can run, the reason is returned
 * and the test is skipped with it printed.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canInstallWithApt, ensureSystemPackage } from '../system-packages';

const DOCKERD_PATH = process.env.DOCKERD_PATH ?? '/usr/sbin/dockerd';
/** vfs needs no kernel overlay support (our machines run in containers); overlay2 is faster where it works. */
const STORAGE_DRIVER = process.env.DOCKERD_STORAGE_DRIVER ?? 'vfs';
const ENGINE_WAIT_MS = 60_000;

export function docker(args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync('docker', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function engineAnswers(): boolean {
  return (
    spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'ignore', timeout: 15_000 }).status === 0
  );
}

/** Starts dockerd in the background (it outlives this run, as a system service would) and waits for it. */
async function startEngine(logFile: string): Promise<void> {
  ensureSystemPackage({
    name: 'docker.io',
    binary: DOCKERD_PATH,
    howTo: 'Install Docker (apt-get install -y docker.io).',
  });
  console.log(`[docker] starting dockerd (storage driver ${STORAGE_DRIVER}; log in ${logFile})…`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const daemon = spawn(DOCKERD_PATH, [`--storage-driver=${STORAGE_DRIVER}`], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  daemon.unref();
  const deadline = Date.now() + ENGINE_WAIT_MS;
  while (Date.now() < deadline) {
    if (engineAnswers()) return;
    if (daemon.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`dockerd did not answer within ${ENGINE_WAIT_MS / 1000} s (see ${logFile})`);
}

/** null when an engine answers (started here if needed), else why the docker test cannot run on this machine. */
export async function ensureEngine(logFile: string): Promise<string | null> {
  if (engineAnswers()) return null;
  const hasDocker = spawnSync('which', ['docker']).status === 0 || fs.existsSync(DOCKERD_PATH);
  if (!canInstallWithApt() && !(hasDocker && process.getuid?.() === 0)) {
    return 'no container engine answers and this user cannot start one (dockerd needs root)';
  }
  try {
    await startEngine(logFile);
    return null;
  } catch (error) {
    return `no container engine could be started here: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const PLUGIN_DIR = path.join(os.homedir(), '.docker', 'cli-plugins');

function pluginAnswers(plugin: 'compose' | 'buildx'): boolean {
  return spawnSync('docker', [plugin, 'version'], { stdio: 'ignore' }).status === 0;
}

/** Compose v2 and buildx, copied out of a Debian trixie image (`debianImage`, built by docker/base-images.sh). */
export function ensurePlugins(debianImage: string): void {
  const missing = (['compose', 'buildx'] as const).filter((plugin) => !pluginAnswers(plugin));
  if (missing.length === 0) return;
  console.log(`[docker] installing the ${missing.join(' and ')} plugin from Debian trixie's packages…`);
  fs.mkdirSync(PLUGIN_DIR, { recursive: true });
  docker([
    'run',
    '--rm',
    '-v',
    `${PLUGIN_DIR}:/out`,
    debianImage,
    'bash',
    '-c',
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends docker-compose docker-buildx >/dev/null ' +
      '&& cp /usr/libexec/docker/cli-plugins/docker-compose /usr/libexec/docker/cli-plugins/docker-buildx /out/',
  ]);
  for (const plugin of missing) {
    if (!pluginAnswers(plugin)) throw new Error(`docker ${plugin} still does not answer after installing it`);
  }
}
