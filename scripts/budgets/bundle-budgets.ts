/**
 * Byte budgets of a remote's production build, read from its own output: a team whose
 * remote grows past them fails its own CI, with the file and its size in the message.
 * - remoteEntry.js ≤ 20 kB gz: it loads before any page of the remote;
 * - the first chunk(s) of each exposed page (the manifest's `sync` JS of that expose) ≤ 50 kB gz.
 * Shared singletons are not counted: the host provides them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const REMOTE_ENTRY_BUDGET_KB = 20;
export const EXPOSED_PAGE_BUDGET_KB = 50;

export interface BudgetCheck {
  /** What is measured: `remoteEntry.js` or `./ShopPage`. */
  subject: string;
  files: string[];
  gzKb: number;
  budgetKb: number;
}

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

const gzKbOf = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/** Every budgeted part of one remote's dist folder (mf-manifest.json, remoteEntry.js, assets/). */
export function remoteBudgetChecks(distDir: string): BudgetCheck[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    exposes: ManifestExpose[];
  };
  const entry = path.join(distDir, 'remoteEntry.js');
  const checks: BudgetCheck[] = [
    { subject: 'remoteEntry.js', files: [entry], gzKb: gzKbOf(entry), budgetKb: REMOTE_ENTRY_BUDGET_KB },
  ];
  for (const expose of manifest.exposes) {
    const files = expose.assets.js.sync.map((asset) => path.join(distDir, asset));
    const gzKb = files.reduce((sum, file) => sum + gzKbOf(file), 0);
    checks.push({ subject: expose.path, files, gzKb, budgetKb: EXPOSED_PAGE_BUDGET_KB });
  }
  return checks;
}

/** One line per budget overrun, naming the files and their size; empty when all fit. */
export function overruns(checks: BudgetCheck[], root: string): string[] {
  return checks
    .filter((check) => check.gzKb > check.budgetKb)
    .map(
      (check) =>
        `${check.subject}: ${check.gzKb.toFixed(1)} kB gz over its ${check.budgetKb} kB budget (${check.files
          .map((file) => path.relative(root, file))
          .join(', ')})`,
    );
}
