import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { overruns, remoteBudgetChecks } from '../scripts/budgets/bundle-budgets';

/**
 * Each remote's production build (made by the e2e global setup) within its byte budgets:
 * remoteEntry.js ≤ 20 kB gz, the first chunks of each exposed page ≤ 50 kB gz. The first load of /
 * is checked in shell-first-load.spec.ts.
 */
const ROOT = path.resolve(__dirname, '..');

for (const remote of ['auth', 'account', 'shop', 'game']) {
  test(`mfe-${remote}: remoteEntry.js and every exposed page fit their budgets`, () => {
    const dist = path.join(ROOT, `mfe-${remote}`, 'dist');
    const checks = remoteBudgetChecks(dist);
    console.log(
      `[budgets] mfe-${remote}: ${checks.map((check) => `${check.subject} ${check.gzKb.toFixed(1)} kB`).join(', ')}`,
    );
    expect(overruns(checks, ROOT), `mfe-${remote} over budget`).toEqual([]);
  });
}

/**
 * Every script of the production builds opens with V8's compile hint (`rspack.base.config.ts`): its functions are
 * compiled as it streams in, off the main thread. A minifier or a plugin order that dropped it would cost every page
 * its TBT, silently.
 */
test('every script of the host and the remotes opens with the compile hint', () => {
  for (const app of ['host', 'mfe-auth', 'mfe-account', 'mfe-shop', 'mfe-game']) {
    const dist = path.join(ROOT, app, 'dist');
    const scripts = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && !file.startsWith('server'));
    expect(scripts.length, app).toBeGreaterThan(2);
    const without = scripts.filter(
      (file) => !fs.readFileSync(path.join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(without, `${app}: scripts without the hint`).toEqual([]);
  }
});
