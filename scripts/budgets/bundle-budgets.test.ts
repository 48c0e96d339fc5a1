import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { overruns, remoteBudgetChecks } from './bundle-budgets';

/** Random bytes do not compress: n kB of them stay about n kB gzipped. */
const incompressible = (kb: number) => crypto.randomBytes(kb * 1024);

function fakeRemote(entryKb: number, pageKb: number): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-remote-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), incompressible(entryKb));
  fs.writeFileSync(path.join(dist, 'assets', 'page.js'), incompressible(pageKb));
  fs.writeFileSync(path.join(dist, 'assets', 'form.js'), incompressible(2));
  const expose = (name: string, sync: string[]) => ({ path: `./${name}`, assets: { js: { sync, async: [] } } });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [expose('ShopPage', ['assets/page.js', 'assets/form.js']), expose('BasketPage', ['assets/form.js'])],
    }),
  );
  return dist;
}

describe('remote bundle budgets', () => {
  it('passes a remote within its budgets', () => {
    const dist = fakeRemote(5, 10);
    const checks = remoteBudgetChecks(dist);
    expect(checks.map((check) => check.subject)).toEqual(['remoteEntry.js', './ShopPage', './BasketPage']);
    expect(checks[1]?.gzKb).toBeGreaterThan(11);
    expect(overruns(checks, dist)).toEqual([]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('names the file and its size when remoteEntry.js or a page’s first chunks are over budget', () => {
    const dist = fakeRemote(25, 60);
    const lines = overruns(remoteBudgetChecks(dist), dist);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^remoteEntry\.js: 2\d\.\d kB gz over its 20 kB budget \(remoteEntry\.js\)$/);
    expect(lines[1]).toMatch(
      /^\.\/ShopPage: 6\d\.\d kB gz over its 50 kB budget \(assets\/page\.js, assets\/form\.js\)$/,
    );
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
