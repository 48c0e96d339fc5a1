/**
 * `npm run bench`: figures, not assertions. Production build, whole stack, Chromium as
 * a phone (390 px, CPU 4× slower), each page loaded by a new visitor (empty cache):
 * - one table: per page, JS gz before its first render (none for a server-rendered page), JS gz
 *   before it is interactive (first render or hydration done), JS gz until idle, JS as served, FCP,
 *   LCP, the interactive moment, TBT, CLS; on localhost and on Lighthouse's mobile network (150 ms RTT, 1.6 Mbit/s); median of
 *   BENCH_RUNS runs (3);
 * - then client-side navigation into each remote, cold (first time) and warm.
 * Bounded: one browser, a fixed number of loads, an overall deadline (BENCH_DEADLINE_S, 600 s).
 * - then Lighthouse's four category scores on six pages, with the audits that did not pass.
 * BENCH_SKIP_BUILD=1 reuses the last build; BENCH_PAGES=/,/faq measures only those pages (table rows);
 * BENCH_EACH_LOAD=1 lists each load's LCP and TBT under its row's medians;
 * BENCH_ONLY=lighthouse runs the Lighthouse table alone, BENCH_ONLY=pages the page table alone;
 * BENCH_SCRIPTS=1 lists, under each load, the scripts its « before interactive » figure adds up; BENCH_CPU=12 slows the
 * phone's CPU 12× instead of 4× (a fast machine's TBT).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import {
  CPU_SLOWDOWN,
  LOCALHOST,
  measurePage,
  medianRun,
  MOBILE,
  type NetworkProfile,
  type PageRun,
  type PageTarget,
} from './bench/page-metrics';
import { lighthouseScores, lighthouseTable } from './bench/lighthouse-scores';
import { CHROMIUM_LAUNCH_OPTIONS, ensureChromium } from './ensure-chromium';
import { withLock } from './lock';
import { buildAll, PORTS, startStack, stopServices } from './stack';
import { runDataDir, testStackEnv } from './test-stack-env';

const ORIGIN = `http://localhost:${PORTS.site}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEADLINE_S = Number(process.env.BENCH_DEADLINE_S ?? 600);

// Client-side navigation into each remote, as a logged-in user (account and shop are guarded).
const REMOTE_TARGETS = [
  { remote: 'auth', path: ROUTE_PATHS['reset-password'], testId: 'reset-password' },
  { remote: 'account', path: ROUTE_PATHS['profile-infos'], testId: 'profile-infos' },
  { remote: 'shop', path: ROUTE_PATHS.shop, testId: 'shop' },
  { remote: 'game', path: ROUTE_PATHS['game-4'], testId: 'game' },
];

/** Client-side navigation (as a click on a link does); done when the page's own root is visible. */
async function navigate(page: Page, path: string, testId: string): Promise<number> {
  const started = Date.now();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 15_000 });
  return Date.now() - started;
}

/** A fresh account; its cookie lets the logged-in pages be loaded as a returning player. */
async function loggedInState(browser: Browser) {
  const context = await browser.newContext();
  const signup = await context.request.post(`${ORIGIN}/api/signup`, {
    headers: { Origin: ORIGIN },
    data: {
      email: `bench-${Date.now()}@example.fr`,
      password: 'Farfalle-2025',
      firstName: 'Banc',
      lastName: 'Essai',
      termsAccepted: true,
      adult: true,
    },
  });
  if (!signup.ok()) throw new Error(`bench signup answered ${signup.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

// The LCP and TBT of every load beside the median (BENCH_EACH_LOAD=1): how far one load is from the next, before a
// difference between two builds is read as one.
const EACH_LOAD = process.env.BENCH_EACH_LOAD === '1';
const eachLoad = (label: string, network: NetworkProfile, runs: PageRun[]) =>
  `    each load, ${label} · ${network.name}: LCP ${runs.map((run) => Math.round(run.lcp)).join(' ')} ms · TBT ${runs
    .map((run) => Math.round(run.tbt))
    .join(' ')} ms`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);

function row(label: string, network: NetworkProfile, run: PageRun): string {
  const cells = [
    label.padEnd(34),
    network.name.padEnd(9),
    kb(run.jsBeforeRenderGz).padStart(9),
    kb(run.jsBeforeInteractiveGz).padStart(9),
    kb(run.jsTotalGz).padStart(9),
    kb(run.jsServed).padStart(9),
    s(run.fcp).padStart(6),
    s(run.lcp).padStart(6),
    s(run.interactive).padStart(6),
    String(Math.round(run.tbt)).padStart(6),
    run.cls.toFixed(3).padStart(6),
  ];
  return `| ${cells.join(' | ')} |`;
}

async function pageTable(browser: Browser): Promise<void> {
  const state = await loggedInState(browser);
  const pages: PageTarget[] = [
    { label: `/`, path: ROUTE_PATHS.index, testId: 'index' },
    { label: ROUTE_PATHS['shop-limited'], path: ROUTE_PATHS['shop-limited'], testId: 'shop-limited' },
    { label: ROUTE_PATHS['auth-login'], path: ROUTE_PATHS['auth-login'], testId: 'auth-login' },
    { label: ROUTE_PATHS['auth-signup'], path: ROUTE_PATHS['auth-signup'], testId: 'auth-signup' },
    { label: `${ROUTE_PATHS.shop} (logged in)`, path: ROUTE_PATHS.shop, testId: 'shop', storageState: state },
    {
      label: `${ROUTE_PATHS['shop-basket']} (logged in)`,
      path: ROUTE_PATHS['shop-basket'],
      testId: 'shop-basket',
      storageState: state,
    },
    { label: `${ROUTE_PATHS['game-4']} (logged in)`, path: ROUTE_PATHS['game-4'], testId: 'game', storageState: state },
    { label: `${ROUTE_PATHS.profile} (logged in)`, path: ROUTE_PATHS.profile, testId: 'profile', storageState: state },
    {
      label: `${ROUTE_PATHS['profile-history-declarations']} (logged in)`,
      path: ROUTE_PATHS['profile-history-declarations'],
      testId: 'profile-history-declarations',
      storageState: state,
    },
  ];
  const only = process.env.BENCH_PAGES?.split(',');
  const measured = only ? pages.filter((target) => only.includes(target.label)) : pages;
  console.log(`\nPhone (390 px), CPU ${CPU_SLOWDOWN}× slower, new visitor each load, median of ${RUNS}:`);
  console.log(
    '| page                               | network   | JS gz before render (kB) | JS gz before interactive (kB) | JS gz until idle (kB) | JS as served (kB) | FCP s | LCP s | interactive s | TBT ms | CLS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const target of measured) {
    for (const network of [LOCALHOST, MOBILE]) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(browser, ORIGIN, target, network));
      console.log(row(target.label, network, medianRun(runs)));
      if (EACH_LOAD) console.log(eachLoad(target.label, network, runs));
    }
  }
}

async function remoteNavigations(browser: Browser): Promise<void> {
  const context = await browser.newContext({ storageState: await loggedInState(browser) });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.getByTestId('index').first().waitFor();
  console.log('\nNavigation into a remote page (localhost, CPU not slowed; click → visible):');
  for (const target of REMOTE_TARGETS) {
    const cold = await navigate(page, target.path, target.testId);
    await navigate(page, ROUTE_PATHS.index, 'index');
    const warm = await navigate(page, target.path, target.testId);
    await navigate(page, ROUTE_PATHS.index, 'index');
    console.log(
      `  ${target.remote.padEnd(8)} cold ${String(cold).padStart(4)} ms   warm ${String(warm).padStart(4)} ms   ${target.path}`,
    );
  }
  await context.close();
}

async function lighthouseRun(browser: Browser): Promise<void> {
  const state = await loggedInState(browser);
  const session = state.cookies.map(({ name, value, domain, path, httpOnly, secure, sameSite }) => ({
    name,
    value,
    domain,
    path,
    httpOnly,
    secure,
    sameSite,
  }));
  console.log('\nLighthouse 13, mobile preset (scores out of 100):');
  console.log(lighthouseTable(await lighthouseScores(ORIGIN, session)));
}

async function main(): Promise<void> {
  ensureChromium();
  await withLock('stack', async () => {
    if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll();
    // The remotes' manifests read again at production's pace (the server's default, a minute): the test stack's 3 s
    // is for the journeys that roll a remote, and its four reads would land in the loads measured, on the cores the
    // phone's browser uses.
    const { REMOTE_REFRESH_MS: _rollPace, ...env } = testStackEnv(runDataDir());
    const services = await startStack(env);
    const deadline = setTimeout(() => {
      console.error(`[bench] over the ${DEADLINE_S} s deadline, stopping`);
      stopServices(services);
      process.exit(1);
    }, DEADLINE_S * 1000);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stopServices(services);
        process.exit(1);
      });
    }
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      if (process.env.BENCH_ONLY !== 'lighthouse') await pageTable(browser);
      if (!process.env.BENCH_ONLY) await remoteNavigations(browser);
      if (process.env.BENCH_ONLY !== 'pages') await lighthouseRun(browser);
    } finally {
      clearTimeout(deadline);
      await browser.close();
      stopServices(services);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
