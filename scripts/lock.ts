import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Outside any checkout: two clones (or worktrees) of the project on one machine share its fixed ports and must
 * queue too. `STACK_LOCK_DIR` moves it (a CI runner that gives each job its own machine has no need).
 */
const LOCK_ROOT = process.env.STACK_LOCK_DIR ?? path.join(os.tmpdir(), 'la-grande-boutique-locks');

/**
 * A cross-process lock (a folder holding the owner's pid): builds and end-to-end runs share
 * dist/ folders and fixed ports, so only one may run at a time on a machine.
 */
export async function withLock<T>(name: string, run: () => Promise<T> | T, timeoutMs = 20 * 60_000): Promise<T> {
  const dir = path.join(LOCK_ROOT, name);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch {
      if (ownerIsGone(dir)) {
        fs.rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`lock ${name} still held after ${timeoutMs / 1000} s (${dir})`);
      if (!announced) {
        console.log(`[lock] waiting for ${name} (held by another build or test run)…`);
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  // Only ever our own lock: once released (or on exit after a crash), the folder may already be the next owner's.
  const release = () => {
    process.removeListener('exit', release);
    if (ownerOf(dir) === process.pid) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', release);
  try {
    return await run();
  } finally {
    release();
  }
}

function ownerOf(dir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8')) || null;
  } catch {
    return null;
  }
}

/** A folder without its pid is being taken right now, unless it has been so for this long (a crash in between). */
const TAKING_MS = 10_000;

function ownerIsGone(dir: string): boolean {
  const pid = ownerOf(dir);
  if (pid === null) {
    try {
      return Date.now() - fs.statSync(dir).mtimeMs > TAKING_MS;
    } catch {
      return true;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
