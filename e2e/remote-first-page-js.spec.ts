import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { expect, test } from './support/fixtures';
import { signUp } from './support/shell-helpers';

/**
 * The JavaScript a remote's page needs before it is on screen, beyond what the shell's first load already brought
 * (the JS of `/`), gzipped, within the budget the remote keeps in its own package.json (`performanceBudgets`). What a
 * page loads after it shows (joi for the forms' checks, the receipt capture's image code) is not counted.
 */
const ROOT = path.resolve(__dirname, '..');

function budgetKbOf(remote: string): number {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `mfe-${remote}`, 'package.json'), 'utf8')) as {
    performanceBudgets?: { firstPageJsGzKb?: number };
  };
  const budget = pkg.performanceBudgets?.firstPageJsGzKb;
  if (!budget) throw new Error(`mfe-${remote}/package.json has no performanceBudgets.firstPageJsGzKb`);
  return budget;
}

/** Every script the page asked for before `testId` showed (or, with `all`, at all), with its gzipped size. */
async function scriptsBeforeShown(
  browser: Browser,
  pathname: string,
  testId: string,
  options: BrowserContextOptions = {},
  /** Every script until the network is quiet (the shell's whole first load), not only those before `testId`. */
  all = false,
): Promise<Map<string, number>> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 6 }).length,
        () => 0,
      ),
    );
  });
  // The moment the page's element appears, from inside the page: requests started later are not its first load.
  await page.addInitScript((id: string) => {
    const seen = () => document.querySelector(`[data-testid="${id}"]`);
    new MutationObserver((_changes, observer) => {
      if (!seen()) return;
      (window as unknown as { shownAt: number }).shownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, testId);
  await page.goto(pathname);
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => {
    const shownAt = (window as unknown as { shownAt?: number }).shownAt ?? performance.now();
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= shownAt)
      .map((entry) => entry.name);
  });
  const result = new Map<string, number>();
  for (const [url, size] of sizes) if (all || before.includes(url)) result.set(url, await size);
  await context.close();
  return result;
}

const PAGES = [
  { remote: 'auth', path: ROUTE_PATHS['auth-login'], testId: 'auth-login', loggedIn: false },
  { remote: 'auth', path: ROUTE_PATHS['auth-signup'], testId: 'auth-signup', loggedIn: false },
  { remote: 'shop', path: ROUTE_PATHS['shop-limited'], testId: 'shop-limited', loggedIn: false },
  { remote: 'shop', path: ROUTE_PATHS.shop, testId: 'shop', loggedIn: true },
  { remote: 'shop', path: ROUTE_PATHS['shop-basket'], testId: 'shop-basket', loggedIn: true },
  { remote: 'game', path: ROUTE_PATHS['game-4'], testId: 'game', loggedIn: true },
  { remote: 'account', path: ROUTE_PATHS.profile, testId: 'profile', loggedIn: true },
  {
    remote: 'account',
    path: ROUTE_PATHS['profile-history-declarations'],
    testId: 'profile-history-declarations',
    loggedIn: true,
  },
] as const;

test('every remote page needs no more than its remote’s budget of JavaScript beyond the shell’s first load', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request);
  const loggedIn = await page.context().storageState();
  // The shell's first load for the same visitor: a logged-in header brings its own pieces (the star balance, the
  // notifications), which are the shell's, not the remote's.
  const shellFor = {
    anonymous: await scriptsBeforeShown(browser, ROUTE_PATHS.index, 'index', {}, true),
    loggedIn: await scriptsBeforeShown(browser, ROUTE_PATHS.index, 'index', { storageState: loggedIn }, true),
  };
  const lines: string[] = [];
  const over: string[] = [];
  for (const target of PAGES) {
    const scripts = await scriptsBeforeShown(
      browser,
      target.path,
      target.testId,
      target.loggedIn ? { storageState: loggedIn } : {},
    );
    const shell = target.loggedIn ? shellFor.loggedIn : shellFor.anonymous;
    const own = [...scripts].filter(([url]) => !shell.has(url));
    const kb = own.reduce((sum, [, size]) => sum + size, 0) / 1024;
    const budget = budgetKbOf(target.remote);
    lines.push(`${target.path}: ${kb.toFixed(1)} kB gz (budget ${budget}) — ${own.length} scripts`);
    if (kb > budget) {
      over.push(
        `${target.path} needs ${kb.toFixed(1)} kB gz beyond the shell, over mfe-${target.remote}'s ${budget} kB: ` +
          own.map(([url, size]) => `${url.replace(/^https?:\/\/[^/]+/, '')} ${(size / 1024).toFixed(1)}`).join(', '),
      );
    }
  }
  console.log(`[first page JS]\n  ${lines.join('\n  ')}`);
  expect(over).toEqual([]);
});
