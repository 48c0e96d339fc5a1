import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { EVERY_ROUTE, settle, trackRequests, visit } from './support/route-walk';
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
  // The site keeps the visitor's theme in localStorage (LAYOUT-7: light by default, dark on demand).
  await context.addInitScript((theme: Theme) => window.localStorage.setItem('lgb-theme', theme), combination.theme);
  return context;
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
      for (const route of EVERY_ROUTE) {
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
