import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROUTE_PATHS, pathTo, type RouteName } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { PHONE, signUp } from './support/shell-helpers';

/**
 * Every page of the route table (the shared-kit contract, so a route added later is checked by being in it) through
 * axe-core: 0 serious or critical violations, logged out and logged in, desktop and 390 px phone, light and dark.
 * The three switches are paired so that each pair of values is seen once in four runs (each run one page load per
 * route): logged out + desktop + light, logged out + phone + dark, logged in + desktop + dark, logged in + phone +
 * light. The game window is open for the whole e2e run (support/global-setup.ts sets it around "now").
 */
type Theme = 'light' | 'dark';
interface Combination {
  name: string;
  loggedIn: boolean;
  phone: boolean;
  theme: Theme;
}

const COMBINATIONS: Combination[] = [
  { name: 'logged out, desktop, light', loggedIn: false, phone: false, theme: 'light' },
  { name: 'logged out, phone, dark', loggedIn: false, phone: true, theme: 'dark' },
  { name: 'logged in, desktop, dark', loggedIn: true, phone: false, theme: 'dark' },
  { name: 'logged in, phone, light', loggedIn: true, phone: true, theme: 'light' },
];

/**
 * Values for the routes with parameters: a real goody of the sandbox's catalogue (its gift page is checked with its
 * content), and an unknown proof of purchase (that page must stay accessible when the item is unknown, too).
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

const ROUTES = (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => ({ name, path: samplePath(name) }));
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One logged-in session for the whole file: its cookies are reused by both logged-in runs. */
let loggedInState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function contextFor(browser: Browser, combination: Combination): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: combination.phone ? PHONE : { width: 1280, height: 800 },
    isMobile: combination.phone,
    hasTouch: combination.phone,
    storageState: combination.loggedIn ? loggedInState : undefined,
  });
  // The site keeps the visitor's theme in localStorage (spec §9: light by default, dark on demand).
  await context.addInitScript((theme: Theme) => window.localStorage.setItem('lgb-theme', theme), combination.theme);
  return context;
}

/** Counts the page's requests in flight, so a check waits for the page's data instead of a fixed time. */
function trackRequests(page: Page): () => number {
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
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 6_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const loading = await page.evaluate(
      () =>
        document.querySelector('#root > *') === null ||
        document.body.innerText.includes('se prépare…') ||
        document.querySelector('[aria-busy="true"]') !== null,
    );
    if (loading || inFlight() > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

/** Goes to `path` inside the running site, as a click on a link does (guards run, no full reload). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface Finding {
  route: string;
  landedOn: string;
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector, its HTML (cut) and axe's summary (e.g. the measured contrast). */
  nodes: string[];
}

test.describe('accessibility of every route (axe-core)', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await signUp(context.request);
    loggedInState = await context.storageState();
    await context.close();
  });

  for (const combination of COMBINATIONS) {
    test(`0 serious or critical violations: ${combination.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await contextFor(browser, combination);
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const findings: Finding[] = [];
      const checked = new Set<string>();
      const started = Date.now();
      await page.goto(ROUTE_PATHS.index);
      for (const route of ROUTES) {
        await visit(page, route.path);
        await settle(page, inFlight);
        const landedOn = new URL(page.url()).pathname;
        // A guard's redirect lands on a page already checked in this run: one check per page is enough.
        if (checked.has(landedOn)) continue;
        checked.add(landedOn);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (!BLOCKING_IMPACTS.has(violation.impact ?? '')) continue;
          findings.push({
            route: route.name,
            landedOn,
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            nodes: violation.nodes
              .slice(0, 4)
              .map(
                (node) =>
                  `${node.target.join(' ')} ${node.html.slice(0, 140)} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`,
              ),
          });
        }
      }
      await context.close();
      console.log(
        `[a11y] ${combination.name}: ${checked.size} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const report = findings.map(
        (finding) =>
          `${finding.route} (${finding.landedOn}) ${finding.impact} ${finding.rule}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`,
      );
      expect(checked.size).toBeGreaterThan(combination.loggedIn ? 20 : 10);
      expect(report, `violations (${combination.name})`).toEqual([]);
    });
  }
});
