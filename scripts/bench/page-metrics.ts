/**
 * One measured load of one page, as a new visitor on a phone: 390 px viewport, CPU slowed 4× (BENCH_CPU),
 * optionally Lighthouse's mobile network (150 ms RTT, 1.6 Mbit/s down) applied through CDP.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface NetworkProfile {
  name: string;
  /** Round trip added to every request, ms. */
  latencyMs: number;
  /** Bytes per second; 0 = unthrottled. */
  downBps: number;
  upBps: number;
}

export const LOCALHOST: NetworkProfile = { name: 'localhost', latencyMs: 0, downBps: 0, upBps: 0 };
export const MOBILE: NetworkProfile = { name: 'mobile', latencyMs: 150, downBps: 1_600_000 / 8, upBps: 750_000 / 8 };
/**
 * The phone's CPU against this machine's: 4× by default. Machines differ up to 7× in TBT: on a fast one most tasks end
 * under 50 ms at 4× and every page's TBT is a few ms, too little to compare pages by; BENCH_CPU=12 makes it a
 * slower machine's again (both sides of a comparison measured at the same rate).
 */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);

export interface PageRun {
  /** gzip -9 size of the JS requested before the page's root was on screen, bytes (0 when server-rendered). */
  jsBeforeRenderGz: number;
  /** gzip -9 size of the JS requested before the page handled clicks (first render or hydration done), bytes. */
  jsBeforeInteractiveGz: number;
  /** When the page handled clicks, ms since navigation start. */
  interactive: number;
  /** gzip -9 size of every script until the network is idle (idle-time work included), bytes. */
  jsTotalGz: number;
  /** What the servers actually sent for scripts (after their own compression), bytes. */
  jsServed: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
  /** When the page's own root first appeared in the DOM (ms since navigation start). */
  rendered: number;
  /** When the shell marked the page interactive (html[data-interactive]), ms since navigation start. */
  interactive: number;
  longTasks: Array<{ start: number; duration: number }>;
}

/**
 * Collects paint, LCP, layout shifts, long tasks and the moment the page's root appears, from the
 * very start of the page. A string, not a function: the TypeScript runner would add helpers to a
 * function's source that do not exist in the page.
 */
function vitalsScript(testId: string): string {
  return `(() => {
    const vitals = { fcp: 0, lcp: 0, cls: 0, rendered: 0, interactive: 0, longTasks: [] };
    window.__benchVitals = vitals;
    let settle;
    window.__benchReady = new Promise((resolve) => { settle = resolve; });
    const readyOnce = () => { if (vitals.rendered && vitals.interactive) settle(); };
    const observe = (type, onEntry) => {
      try {
        new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
      } catch (error) {}
    };
    observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime; });
    observe('largest-contentful-paint', (entry) => { vitals.lcp = entry.startTime; });
    observe('layout-shift', (entry) => { if (!entry.hadRecentInput) vitals.cls += entry.value; });
    observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
    const selector = '[data-testid=${JSON.stringify(testId)}]';
    const seen = () => {
      if (vitals.rendered || !document.querySelector(selector)) return false;
      vitals.rendered = performance.now();
      readyOnce();
      return true;
    };
    const watcher = new MutationObserver(() => { if (seen()) watcher.disconnect(); });
    watcher.observe(document, { childList: true, subtree: true });
    const ready = new MutationObserver(() => {
      if (vitals.interactive || document.documentElement.dataset.interactive !== 'true') return;
      vitals.interactive = performance.now();
      ready.disconnect();
      readyOnce();
    });
    ready.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  })();`;
}

const READY_WITHIN_A_MINUTE = `Promise.race([
  window.__benchReady,
  new Promise((_, reject) => setTimeout(() => reject(new Error('page not rendered and interactive within 60 s')), 60000)),
])`;

export interface PageTarget {
  label: string;
  path: string;
  /** The page's own root (`data-testid`): its first render is done when it is visible. */
  testId: string;
  storageState?: BrowserContextOptions['storageState'];
}

export async function measurePage(
  browser: Browser,
  origin: string,
  target: PageTarget,
  network: NetworkProfile,
): Promise<PageRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    storageState: target.storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (network.latencyMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: network.downBps,
        uploadThroughput: network.upBps,
      });
    }
    const scripts = new Map<string, { url: string; served: number }>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, served: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.served = event.encodedDataLength;
    });
    const gzByUrl = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      response
        .body()
        .then((body) => gzByUrl.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined);
    });
    await page.addInitScript({ content: vitalsScript(target.testId) });

    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    // One wait on a promise the vitals script settles: Playwright's own waits poll the page with its injected
    // script, whose work lands in the page's main thread and would be counted as the page's long tasks.
    await page.evaluate(READY_WITHIN_A_MINUTE);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // LCP and long tasks of hydration or idle-time work settle after the network does.
    await page.waitForTimeout(1_000);

    const { vitals, started } = await page.evaluate(() => ({
      vitals: (window as unknown as { __benchVitals: Vitals }).__benchVitals,
      started: performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.js(\?|$)/.test(entry.name),
        )
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const before = (moment: number) =>
      new Set(started.filter((entry) => entry.start < moment).map((entry) => entry.url));
    const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (gzByUrl.get(url) ?? 0), 0);
    // Which script the « before interactive » figure is made of, to say where a change in it comes from.
    if (process.env.BENCH_SCRIPTS === '1') {
      for (const url of before(vitals.interactive)) {
        console.log(`    ${String(gzByUrl.get(url) ?? 0).padStart(7)} B gz  ${new URL(url).pathname}`);
      }
    }
    // Lighthouse's TBT: the part of every long task past 50 ms, from the first paint on.
    const tbt = vitals.longTasks
      .filter((task) => task.start >= vitals.fcp)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    return {
      jsBeforeRenderGz: sum(before(vitals.rendered)),
      jsBeforeInteractiveGz: sum(before(vitals.interactive)),
      interactive: vitals.interactive,
      jsTotalGz: sum(gzByUrl.keys()),
      jsServed: [...scripts.values()].reduce((total, script) => total + script.served, 0),
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      tbt,
      cls: vitals.cls,
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median of each figure over several runs (each figure on its own). */
export function medianRun(runs: PageRun[]): PageRun {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof PageRun>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageRun;
}
