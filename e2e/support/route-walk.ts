import { errors, type Page } from '@playwright/test';
import { ROUTE_PATHS, pathTo, type RouteName } from 'shared-kit';

/**
 * Values for the routes with parameters: a real goody of the sandbox's catalogue (its gift page is checked with its
 * content), and an unknown proof of purchase (that page must hold up when the item is unknown, too).
 */
const SAMPLE_PARAMS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  id: 'goody-mug',
  slug: 'mug-collector',
};

function samplePath(name: RouteName): string {
  const params = Object.fromEntries(
    [...ROUTE_PATHS[name].matchAll(/:([a-z]+)/gi)].map(([, key]) => [key!, SAMPLE_PARAMS[key!] ?? 'exemple']),
  );
  return pathTo(name, params);
}

/** Every route of the route table (the shared-kit contract: a route added later is walked by being in it). */
export const EVERY_ROUTE = (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => ({ name, path: samplePath(name) }));

/** Counts the page's requests in flight, so a check waits for the page's data instead of a fixed time. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the page on screen is rendered: the shell has started, no region says it is loading, and the network
 * has been quiet for 300 ms (its data arrived). Bounded: a page that keeps loading is checked as it is after 6 s.
 * The page is asked twice (it waits in itself until it says it is loaded, and says it again after the quiet 300 ms):
 * not a question every 50 ms, each one an action of the trace with its DOM snapshot.
 */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 6_000;
  const loaded = () =>
    document.querySelector('#root > *') !== null &&
    !document.body.innerText.includes('se prépare…') &&
    document.querySelector('[aria-busy="true"]') === null;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() < deadline) {
    const left = deadline - Date.now();
    const shown = await page
      .waitForFunction(loaded, undefined, { polling: 50, timeout: left })
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      });
    if (!shown) return;
    let quietSince = 0;
    while (Date.now() < deadline && (quietSince === 0 || Date.now() - quietSince < 300)) {
      if (inFlight() > 0) quietSince = 0;
      else if (quietSince === 0) quietSince = Date.now();
      await sleep(50);
    }
    if (Date.now() >= deadline) return;
    if (await page.evaluate(loaded)) return;
  }
}

/** Goes to `path` inside the running site, as a click on a link does (guards run, no full reload). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Walks `paths` in one page as links do (the home page first, then each path in turn), each page settled, and runs
 * `check` once per page landed on (with the path that led there): a guard's redirect lands on a page already checked
 * in the walk. Returns the pages checked.
 */
export async function walkPages(
  page: Page,
  paths: readonly string[],
  check: (landedOn: string, visited: string) => Promise<void>,
): Promise<Set<string>> {
  const inFlight = trackRequests(page);
  const checked = new Set<string>();
  await page.goto(ROUTE_PATHS.index);
  for (const path of paths) {
    await visit(page, path);
    await settle(page, inFlight);
    const landedOn = new URL(page.url()).pathname;
    if (checked.has(landedOn)) continue;
    checked.add(landedOn);
    await check(landedOn, path);
  }
  return checked;
}
