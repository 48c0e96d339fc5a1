/**
 * `npm run bench`: figures, not assertions. Production build, whole stack, Chromium:
 * - first load of `/`: every script/JSON request, raw and gzip sizes (what a compressing CDN sends);
 * - a cold navigation to one page of each remote: click → page visible;
 * - the same navigation warm (remote already loaded).
 * Bounded: one browser, a handful of navigations, a 2-minute overall deadline.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium';
import { withLock } from './lock';
import { buildAll, PORTS, startStack, stopServices } from './stack';
import { ROUTE_PATHS } from '../shared-kit/src/contracts/routes';
import { testStackEnv } from '../e2e/support/test-env';
import { runDataDir } from '../e2e/support/stack-state';

// Visited as a logged-in user (account and shop are guarded); the auth remote's public page.
const TARGETS = [
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
  await page.getByTestId(testId).waitFor({ state: 'visible', timeout: 15_000 });
  return Date.now() - started;
}

async function main(): Promise<void> {
  ensureChromium();
  await withLock('stack', async () => {
    if (process.env.BENCH_SKIP_BUILD !== '1') buildAll();
    const services = await startStack(testStackEnv(runDataDir()));
    const deadline = setTimeout(() => {
      console.error('[bench] over the 2-minute deadline, stopping');
      stopServices(services);
      process.exit(1);
    }, 120_000);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const loads: { url: string; raw: number; gz: number; beforeRender: boolean }[] = [];
      let renderedAt = Number.POSITIVE_INFINITY;
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (!['script', 'fetch', 'xhr', 'document', 'stylesheet'].includes(type)) return;
        const beforeRender = Date.now() < renderedAt;
        const body = await response.body().catch(() => Buffer.alloc(0));
        loads.push({ url: response.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length, beforeRender });
      });
      const started = Date.now();
      await page.goto(`http://localhost:${PORTS.site}/`);
      await page.getByTestId('index').waitFor();
      renderedAt = Date.now();
      const firstRender = renderedAt - started;
      await page.waitForLoadState('networkidle');
      const firstLoad = [...loads];
      const kb = (n: number) => (n / 1024).toFixed(1);
      const jsGz = (list: typeof loads) => kb(list.filter((l) => /\.js(\?|$)/.test(l.url)).reduce((s, l) => s + l.gz, 0));
      console.log(`\nFirst load of / (first render after ${firstRender} ms, ${firstLoad.length} requests until idle):`);
      for (const load of firstLoad) {
        const when = load.beforeRender ? 'render' : 'idle  ';
        console.log(`  ${when} ${kb(load.gz).padStart(7)} kB gz  ${kb(load.raw).padStart(7)} kB  ${load.url}`);
      }
      console.log(`  JS until the network is idle: ${jsGz(firstLoad)} kB gz`);

      // What the first page itself needs: the same load with the shell's idle-time work held back.
      const lean = await browser.newPage();
      await lean.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const leanLoads: typeof loads = [];
      lean.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        leanLoads.push({ url: response.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length, beforeRender: true });
      });
      await lean.goto(`http://localhost:${PORTS.site}/`);
      await lean.getByTestId('index').waitFor();
      await lean.waitForLoadState('networkidle');
      console.log(`  JS the first page needs (idle-time work held back): ${jsGz(leanLoads)} kB gz in ${leanLoads.length} files`);
      await lean.close();

      // The account and shop pages are for logged-in visitors: a fresh account for the navigations.
      const signup = await page.request.post(`http://localhost:${PORTS.site}/api/signup`, {
        data: { email: `bench-${Date.now()}@example.fr`, password: 'Farfalle-2025', firstName: 'Banc', lastName: 'Essai' },
      });
      if (!signup.ok()) throw new Error(`bench signup answered ${signup.status()}`);
      await page.reload();
      await page.getByTestId('index').waitFor();

      console.log('\nNavigation to a remote page (click → visible):');
      for (const target of TARGETS) {
        const cold = await navigate(page, target.path, target.testId);
        await navigate(page, ROUTE_PATHS.index, 'index');
        const warm = await navigate(page, target.path, target.testId);
        await navigate(page, ROUTE_PATHS.index, 'index');
        console.log(`  ${target.remote.padEnd(8)} cold ${String(cold).padStart(4)} ms   warm ${String(warm).padStart(4)} ms   ${target.path}`);
      }
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
