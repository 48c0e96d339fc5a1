import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { EVERY_ROUTE, walkPages } from './support/route-walk';
import { contextOf, signedUpState, type SiteLook } from './support/site-looks';

/**
 * Every page of the route table (the shared-kit contract, so a route added later is checked by being in it) through
 * axe-core: 0 serious or critical violations, logged out and logged in, desktop and 390 px phone, light and dark.
 * The three switches are paired so that each pair of values is seen once in four runs (each run one page load per
 * route): logged out + desktop + light, logged out + phone + dark, logged in + desktop + dark, logged in + phone +
 * light. The game window is open for the whole e2e run (support/global-setup.ts sets it around "now").
 */
const COMBINATIONS: SiteLook[] = [
  { name: 'logged out, desktop, light', loggedIn: false, phone: false, theme: 'light' },
  { name: 'logged out, phone, dark', loggedIn: false, phone: true, theme: 'dark' },
  { name: 'logged in, desktop, dark', loggedIn: true, phone: false, theme: 'dark' },
  { name: 'logged in, phone, light', loggedIn: true, phone: true, theme: 'light' },
];

const PATHS = EVERY_ROUTE.map((route) => route.path);

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One logged-in session for the whole file: its cookies are reused by both logged-in runs. */
let loggedInState: Awaited<ReturnType<typeof signedUpState>> | undefined;

interface Finding {
  visited: string;
  landedOn: string;
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector, its HTML (cut) and axe's summary (e.g. the measured contrast). */
  nodes: string[];
}

test.describe('accessibility of every route (axe-core)', () => {
  test.beforeAll(async ({ browser }) => {
    loggedInState = await signedUpState(browser);
  });

  for (const combination of COMBINATIONS) {
    test(`0 serious or critical violations: ${combination.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await contextOf(browser, combination, loggedInState);
      const page = await context.newPage();
      const findings: Finding[] = [];
      const started = Date.now();
      // One check per page: a guard's redirect lands on a page already checked in this run.
      const checked = await walkPages(page, PATHS, async (landedOn, visited) => {
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (!BLOCKING_IMPACTS.has(violation.impact ?? '')) continue;
          findings.push({
            visited,
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
      });
      await context.close();
      console.log(
        `[a11y] ${combination.name}: ${checked.size} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const report = findings.map(
        (finding) =>
          `${finding.visited} (${finding.landedOn}) ${finding.impact} ${finding.rule}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`,
      );
      expect(checked.size).toBeGreaterThan(combination.loggedIn ? 20 : 10);
      expect(report, `violations (${combination.name})`).toEqual([]);
    });
  }
});
