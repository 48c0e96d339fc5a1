/**
 * `npm test -w mfe-<x>`: the remote's jest tests, then its own Playwright journeys against its
 * QA shell (sandbox + session server + the remote's dev server on the 33xx test ports), without
 * building or starting the host or the other remotes. `--journeys-only` skips jest (the site-wide
 * `npm test` has already run every jest test).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../ensure-chromium';
import { jestCommand } from '../jest-command';
import { withLock } from '../lock';
import { isQaRemote, QA_REMOTES, ROOT, startQaStack, type QaRemote } from './qa-stack';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[]): number {
  const started = Date.now();
  console.log(`\n[qa] ${label}…`);
  const status = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env }).status ?? 1;
  console.log(`[qa] ${label} ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status;
}

export async function runJourneys(remote: QaRemote): Promise<number> {
  ensureChromium();
  // One run per remote at a time: the test ports are the remote's own (33xx), never the site's.
  return withLock(`qa-${remote}`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lgb-qa-${remote}-`));
    const stack = await startQaStack(remote, 'test', dataDir);
    try {
      return run(`${remote}: journeys in its QA shell`, bin('playwright'), [
        'test',
        '--config',
        path.join(ROOT, `mfe-${remote}`, 'qa', 'playwright.config.ts'),
      ]);
    } finally {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function main(): Promise<number> {
  const [remoteArg, ...flags] = process.argv.slice(2);
  const remotes: QaRemote[] = remoteArg === 'all' ? [...QA_REMOTES] : isQaRemote(remoteArg) ? [remoteArg] : [];
  if (remotes.length === 0)
    throw new Error(`usage: tsx scripts/qa/run-remote-tests.ts <${QA_REMOTES.join('|')}|all> [--journeys-only]`);
  for (const remote of remotes) {
    if (!flags.includes('--journeys-only')) {
      const [jest, jestArgs] = jestCommand(ROOT);
      const status = run(`${remote}: jest`, jest, [...jestArgs, '--ci', '--passWithNoTests', `mfe-${remote}/src`]);
      if (status !== 0) return status;
    }
    const status = await runJourneys(remote);
    if (status !== 0) return status;
  }
  return 0;
}

if (require.main === module) {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      console.error('[qa]', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
