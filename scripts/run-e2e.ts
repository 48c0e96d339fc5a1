/** Production build, then the Playwright suite (which starts the stack in its global setup). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { withLock } from './lock';
import { buildAll, ROOT } from './stack';

async function main(): Promise<number> {
  ensureChromium();
  return withLock('stack', async () => {
    if (process.env.E2E_SKIP_BUILD !== '1') await buildAll();
    const result = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'playwright'),
      ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts'), ...process.argv.slice(2)],
      { cwd: ROOT, stdio: 'inherit' },
    );
    return result.status ?? 1;
  });
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
