/** Production build, then the Playwright suite (which starts the stack in its global setup). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { buildAll, ROOT } from './stack';

ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1') buildAll();
const result = spawnSync(
  path.join(ROOT, 'node_modules', '.bin', 'playwright'),
  ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
