/**
 * Programs the tests and scripts take from Debian (Chromium, redis-server): installed with apt when we can (root
 * with apt-get), otherwise a message says how.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export interface SystemPackage {
  /** The Debian package. */
  name: string;
  /** The binary it provides. */
  binary: string;
  /** What to do when it cannot be installed here. */
  howTo: string;
}

export function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('which', ['apt-get']).status === 0;
}

/** The binary's path, installing the package first when it is missing and apt can. Throws with `howTo` otherwise. */
export function ensureSystemPackage(pkg: SystemPackage): string {
  if (fs.existsSync(pkg.binary)) return pkg.binary;
  if (!canInstallWithApt()) throw new Error(`${pkg.binary} is missing. ${pkg.howTo}`);
  console.log(`[setup] installing Debian's ${pkg.name} with apt-get (one time)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg.name], { stdio: 'inherit', env });
  if (!fs.existsSync(pkg.binary)) throw new Error(`apt-get finished but ${pkg.binary} is still missing`);
  return pkg.binary;
}

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Redis for the cluster run and the two-instance tests. */
export function ensureRedisServer(): string {
  return ensureSystemPackage({
    name: 'redis-server',
    binary: REDIS_SERVER_PATH,
    howTo:
      "Install Debian's Redis first (sudo apt-get update && sudo apt-get install -y redis-server) " +
      'or set REDIS_SERVER_PATH to a redis-server binary.',
  });
}
