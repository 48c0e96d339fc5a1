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
