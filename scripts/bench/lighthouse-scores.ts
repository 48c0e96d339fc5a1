/**
 * Lighthouse (mobile preset: a phone on a slow 4G, CPU 4× slower) on the six pages people land on, three of them
 * logged in: the four category scores per page. Debian's Chromium, launched by chrome-launcher; a
 * logged-in page is loaded with the session cookie of a fresh account, set in the browser's cookie jar (Lighthouse's
 * own storage reset would clear it: the cache is cleared by hand instead, so each page is still a cold load).
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type CookieParam } from 'puppeteer-core';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../ensure-chromium';

export interface LighthouseTarget {
  path: string;
  loggedIn: boolean;
}

export const LIGHTHOUSE_PAGES: readonly LighthouseTarget[] = [
  { path: ROUTE_PATHS.index, loggedIn: false },
  { path: ROUTE_PATHS['auth-login'], loggedIn: false },
  { path: ROUTE_PATHS['shop-limited'], loggedIn: false },
  { path: ROUTE_PATHS.shop, loggedIn: true },
  { path: ROUTE_PATHS['game-4'], loggedIn: true },
  { path: ROUTE_PATHS.profile, loggedIn: true },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseScores {
  target: LighthouseTarget;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The audits of the SEO and best-practices categories that did not pass. */
  failed: string[];
  /** Where the page ended (a guard may send a visitor elsewhere). */
  finalUrl: string;
}

export async function lighthouseScores(origin: string, session: CookieParam[]): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: LighthouseScores[] = [];
  try {
    for (const target of LIGHTHOUSE_PAGES) {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.clearBrowserCookies');
      if (target.loggedIn) await page.setCookie(...session);
      const runner = await lighthouse(
        `${origin}${target.path}`,
        { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
        undefined,
        page,
      );
      await page.close();
      if (!runner) throw new Error(`lighthouse gave no result for ${target.path}`);
      const { categories, audits } = runner.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
      ) as LighthouseScores['scores'];
      const failed = (['seo', 'best-practices'] as const).flatMap((name) =>
        (categories[name]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1)
          .map((ref) => ref.id),
      );
      results.push({ target, scores, failed, finalUrl: runner.lhr.finalDisplayedUrl });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}

export function lighthouseTable(results: readonly LighthouseScores[]): string {
  const lines = [
    '| page | ended on | performance | accessibility | best practices | SEO | audits not passed (SEO, best practices) |',
    '|---|---|---|---|---|---|---|',
    ...results.map(({ target, scores, failed, finalUrl }) =>
      [
        `${target.path}${target.loggedIn ? ' (logged in)' : ''}`,
        new URL(finalUrl).pathname,
        scores.performance,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
        failed.join(', ') || '—',
      ].join(' | '),
    ),
  ];
  return lines.map((line) => (line.startsWith('|') ? line : `| ${line} |`)).join('\n');
}
