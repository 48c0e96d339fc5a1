/**
 * After the journeys (sign-ups, orders, games, a roll, a crash, a Redis outage), each replica's metrics say what
 * happened (session-server/README « Metrics »): pages served and rendered, the remotes' server builds loaded (the
 * shop's at both its versions), the provider's calls and refusals, the rate limits' 429s, Redis back.
 */
import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { logIn, newApi, pageStatus, replicaBases, signUpAccount, SITE } from './support/site';
import { scrapeReplicas, total, type Sample } from './support/metrics';

/** A page of each remote but the shop (whose two versions the roll loaded), logged in where the remote asks it. */
const REMOTE_PAGES = { auth: ROUTE_PATHS['auth-login'], account: ROUTE_PATHS.profile, game: ROUTE_PATHS['game-4'] };

test('each replica counted the journeys: pages, renders, remote builds, provider calls, limits, Redis', async () => {
  // Each replica asked for a page of each remote: the crash left one of them fresh, and which replica drew the
  // journeys' few auth or game pages is nginx's choice, so without this a count could be on the killed process only.
  const api = await newApi();
  try {
    const { cookie } = await logIn(api, SITE, await signUpAccount(api, 'metrics', '198.51.100.40'), '198.51.100.40');
    for (const base of replicaBases()) {
      expect(await pageStatus(api, base, REMOTE_PAGES.auth)).toBe(200);
      expect(await pageStatus(api, base, REMOTE_PAGES.account, cookie)).toBe(200);
      expect(await pageStatus(api, base, REMOTE_PAGES.game, cookie)).toBe(200);
    }
  } finally {
    await api.dispose();
  }
  // An anonymous page twice: the second is a hit of the page cache on whichever replica served both.
  for (let i = 0; i < 4; i += 1) expect((await fetch(`${SITE}/`)).status).toBe(200);
  const replicas = await scrapeReplicas();
  expect(replicas).toHaveLength(2);
  const all: Sample[] = replicas.flat();

  for (const samples of replicas) {
    expect(
      total(samples, 'lgb_http_request_duration_seconds_count', { route: 'page', status_class: '2xx' }),
    ).toBeGreaterThan(0);
    expect(total(samples, 'lgb_http_request_duration_seconds_count', { route: 'api/session' })).toBeGreaterThan(0);
    expect(
      total(samples, 'lgb_server_render_duration_seconds_count', { kind: 'visitor', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(total(samples, 'lgb_redis_up')).toBe(1);
    expect(total(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  }
  expect(total(all, 'lgb_page_cache_requests_total', { result: 'hit' })).toBeGreaterThan(0);
  expect(
    total(all, 'lgb_provider_request_duration_seconds_count', { operation: 'login', outcome: 'ok' }),
  ).toBeGreaterThan(0);
  expect(total(all, 'lgb_provider_errors_total', { operation: 'login', kind: 'refused' })).toBeGreaterThan(0);
  expect(total(all, 'lgb_rate_limit_rejections_total')).toBeGreaterThan(0);
  // The shop's server build at both versions of the roll, each loaded, none failed.
  const shopVersions = new Set(
    all
      .filter((s) => s.name === 'lgb_remote_build_loads_total' && s.labels.remote === 'shop' && s.value > 0)
      .filter((s) => s.labels.outcome === 'loaded')
      .map((s) => s.labels.version),
  );
  expect(shopVersions.size).toBeGreaterThanOrEqual(2);
  expect(total(all, 'lgb_remote_build_loads_total', { outcome: 'failed' })).toBe(0);
  for (const remote of Object.keys(REMOTE_PAGES)) {
    expect(total(all, 'lgb_remote_build_loads_total', { remote, outcome: 'loaded' }), remote).toBeGreaterThan(0);
  }
});
