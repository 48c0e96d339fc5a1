/**
 * Which base images the docker test builds on: the official ones (node, redis, nginx, debian) when the machine can
 * pull them, else local equivalents made from Debian's packages by docker/base-images.sh (no image registry here).
 * DOCKER_BASE_IMAGES=official|local decides instead of trying.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../stack';

const PROBE_IMAGE = 'node:24-bookworm-slim';
const PULL_TIMEOUT_MS = 30_000;

function canPullOfficialImages(): boolean {
  if (spawnSync('docker', ['image', 'inspect', PROBE_IMAGE], { stdio: 'ignore' }).status === 0) return true;
  return (
    spawnSync('docker', ['pull', '--quiet', PROBE_IMAGE], { stdio: 'ignore', timeout: PULL_TIMEOUT_MS }).status === 0
  );
}

/** The variables docker/compose.yaml and the Dockerfiles read; empty for the official images. */
export function baseImagesEnv(): Record<string, string> {
  const choice = process.env.DOCKER_BASE_IMAGES ?? 'auto';
  if (choice === 'official' || (choice === 'auto' && canPullOfficialImages())) {
    console.log('[docker] base images: the official ones');
    return {};
  }
  console.log('[docker] base images: local equivalents from Debian packages (docker/base-images.sh)');
  const printed = execFileSync(path.join(ROOT, 'docker', 'base-images.sh'), [], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const env: Record<string, string> = {};
  for (const line of printed.split('\n')) {
    const match = /^export ([A-Z_]+)=(\S+)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  if (!env.DEBIAN_IMAGE) throw new Error('docker/base-images.sh printed no image names');
  return env;
}
