import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { expect, test } from './support/fixtures';
import { PHONE, signUp } from './support/shell-helpers';

/**
 * A logged-in visitor's page arrives with what its loaders read for them on the server with their token (the catalogue, the card,
 * the played codes…): the browser starts from that data and reads again only on the events that change it, on focus
 * or on a later page, never right after hydrating. Counted in the page itself (Resource Timing) from the instant the
 * shell marks it interactive. Measured before this held (c2446c1^): the shop read the card and the catalogue again,
 * « Mon compte » the card and the played codes (twice).
 */

/** The provider's path of each read the server does for these pages (provider-sandbox/CONTRACT.md). */
const PROVIDER_PATHS = {
  'card-slots': '/api/fidmarquesv3/card_slots',
  catalog: '/api/fidmarquesv3/shopv3',
  'played-codes': '/api/kitv4/uniq_codes',
} as const;
type Read = keyof typeof PROVIDER_PATHS;

/** Each page with what its loaders read for the visitor on the server (its own loader's and the header's card). */
const PAGES: Array<[name: string, path: string, reads: Read[]]> = [
  ['the shop', ROUTE_PATHS.shop, ['catalog', 'card-slots']],
  ['Mon compte', ROUTE_PATHS.profile, ['card-slots', 'played-codes']],
];

interface Request {
  url: string;
  /** ms after the page marked itself interactive (negative: before). */
  at: number;
}

/** Records, in the page, the instant the shell marks the page interactive (html[data-interactive]). */
async function markHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __hydratedAt?: number };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.interactive !== 'true') return;
      store.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
}

/** Every request of the page to the provider's API and the session server's, timed against hydration. */
async function requestsOf(page: Page, provider: string): Promise<Request[]> {
  return page.evaluate((providerOrigin) => {
    const hydratedAt = (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? Number.NaN;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => {
        const { origin, pathname } = new URL(entry.name);
        return (origin === providerOrigin || origin === window.location.origin) && pathname.startsWith('/api/');
      })
      .map((entry) => ({
        url: entry.name.replace(/access_token=[^&]+/, 'access_token=…'),
        at: entry.startTime - hydratedAt,
      }));
  }, provider);
}

/** Waits until the page's network has been quiet for `quietMs` (its reads, if any, are done). */
async function settled(page: Page, quietMs = 1_500): Promise<void> {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  page.on('requestfinished', seen);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off('request', seen);
  page.off('requestfinished', seen);
}

test.describe('a logged-in page read by the server is not read again by the browser', () => {
  test.use({ viewport: PHONE });

  for (const [name, path, reads] of PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await signUp(page.request);
      const config = (await (await page.request.get('/config.json')).json()) as { kit: { baseUrls: { api: string } } };
      const provider = new URL(config.kit.baseUrls.api).origin;
      await markHydration(page);
      await page.goto(path);
      await settled(page);
      const requests = await requestsOf(page, provider);
      const after = requests.filter((request) => request.at >= 0);
      for (const request of requests)
        console.log(
          `[reads] ${path} ${request.at >= 0 ? 'after ' : 'before'} ${request.at.toFixed(0)} ms ${request.url}`,
        );
      test.info().annotations.push({ type: `requests after hydration of ${path}`, description: String(after.length) });
      // The page hydrated (the instant is known) and its session was read: the count covers the page's whole start.
      expect(requests.every((request) => Number.isFinite(request.at))).toBe(true);
      expect(requests.some((request) => request.url.endsWith('/api/session'))).toBe(true);
      const readAgain = after.filter((request) =>
        reads.some((read) => new URL(request.url).pathname === PROVIDER_PATHS[read]),
      );
      expect(readAgain, `what the server read for ${path}, read again after hydration`).toEqual([]);
    });
  }
});
