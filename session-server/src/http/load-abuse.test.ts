/**
 * The launch-day protections under load, in one run of the real app on 127.0.0.1: many requests at once, each kind that
 * used to force work (a random `r`, random unknown addresses, backslash, malformed and escaped paths, posts to pages,
 * oversized form posts, password guessing), held by counts, statuses, the metrics' page-cache and render counters and
 * ratios against `/` in the same run — never by a time. Bounded: 2 380 requests, 10 connections.
 * (abuse.test.ts and api/rate-limits.test.ts hold each answer's wording, one request at a time.)
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import request from 'supertest';
import { createMetrics, type SiteMetrics } from '../metrics/metrics';
import { capturedLogs, type CapturedLogs } from '../test-support/captured-logs';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { sharingRendererFile } from '../test-support/fake-renderer';
import { testAccount } from '../test-support/instances';
import { FROM_SITE, testApp } from '../test-support/test-app';

const CONNECTIONS = 10;
// Held by counts, never by time: each phase may take what a busy machine gives it.
jest.setTimeout(60_000);
const PAGE = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'br, gzip' };
const FORM = {
  Origin: 'http://localhost:3000',
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/x-www-form-urlencoded',
};

let provider: FakeProvider;
let logs: CapturedLogs;
let metrics: SiteMetrics;
let server: http.Server;
let base: string;
let agent: ReturnType<typeof request.agent>;

beforeAll(async () => {
  provider = await startFakeProvider();
  logs = capturedLogs();
  metrics = createMetrics();
  // The address budgets far under their defaults (sized for a carrier NAT), so that the run passes them: 30 form posts
  // a minute; 58 failed logins, past which the next two are slowed (0.5 s, 1 s) and still answered.
  const addressBudgets = { RATE_LIMIT_FORM_POSTS_PER_IP: '30', RATE_LIMIT_PER_IP: '58' };
  const env = { PROVIDER_URL: provider.url, HOST_SERVER_RENDER: sharingRendererFile(), ...addressBudgets };
  const { app } = testApp(env, { metrics });
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = request.agent(base);
});

afterAll(async () => {
  logs.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await provider.close();
});

/** `amount` requests on CONNECTIONS connections, the i-th at `pathOf(i)` with `body(i)`; the count of each status. */
async function fire(
  amount: number,
  pathOf: (i: number) => string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: (i: number) => string } = {},
): Promise<Record<string, number>> {
  let next = 0;
  const result = await autocannon({
    url: base,
    amount,
    connections: CONNECTIONS,
    timeout: 20,
    method: options.method ?? 'GET',
    headers: options.headers ?? PAGE,
    requests: [
      {
        setupRequest: (req) => {
          const i = next++;
          return { ...req, path: pathOf(i), ...(options.body ? { body: options.body(i) } : {}) };
        },
      },
    ],
  });
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
  return Object.fromEntries(Object.entries(stats).map(([status, { count }]) => [status, count]));
}

/**
 * `amount` posts of `body` on CONNECTIONS connections, through fetch: a body refused from its length closes its
 * connection (http/body-limits.ts), which fetch honours and autocannon does not (it writes the next request on it).
 */
async function firePosts(amount: number, path: string, headers: Record<string, string>, body: string) {
  const statuses: Record<string, number> = {};
  let sent = 0;
  const connection = async () => {
    while (sent < amount) {
      sent += 1;
      const answer = await fetch(`${base}${path}`, { method: 'POST', headers, body });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return statuses;
}

/** The figures the metrics listener serves: page cache hits and misses, anonymous renders, refusals per limit. */
async function figures() {
  const sum = async (metric: {
    get(): Promise<{ values: { value: number; labels: object; metricName?: string }[] }>;
  }) => (await metric.get()).values;
  const cache = await sum(metrics.pageCache);
  const renders = await sum(metrics.render);
  const limited = await sum(metrics.rateLimited);
  const count = (values: typeof cache, labels: Record<string, string>, name?: string) =>
    values
      .filter((value) => (name ? value.metricName === name : true))
      .filter((value) => Object.entries(labels).every(([key, label]) => (value.labels as never)[key] === label))
      .reduce((total, value) => total + value.value, 0);
  return {
    hits: count(cache, { result: 'hit' }),
    misses: count(cache, { result: 'miss' }),
    draws: count(renders, { outcome: 'ok' }, 'lgb_server_render_duration_seconds_count'),
    limited: (limit: string) => count(limited, { limit }),
  };
}

/** What one phase of the run changed in the figures. */
async function during(phase: () => Promise<Record<string, number>>) {
  const before = await figures();
  const statuses = await phase();
  const after = await figures();
  return {
    statuses,
    hits: after.hits - before.hits,
    misses: after.misses - before.misses,
    draws: after.draws - before.draws,
    limited: (limit: string) => after.limited(limit) - before.limited(limit),
  };
}

describe('under load, no request forces work it should not', () => {
  let home: Awaited<ReturnType<typeof during>>;
  beforeAll(async () => {
    // The first pages read the remotes' manifests (the code they announce is part of the cache key): then the run.
    await fire(30, () => '/');
    home = await during(() => fire(300, () => '/'));
  });

  it('serves `/` from the page cache: the reference of the run', () => {
    expect(home.statuses).toEqual({ 200: 300 });
    expect(home.draws).toBe(0);
    expect(home.hits).toBe(300);
  });

  /** 300 requests at other addresses of one page: one drawing at most, then cache hits as for `/`. */
  const expectSharedLikeHome = (phase: typeof home) => {
    expect(phase.draws).toBeLessThanOrEqual(home.draws + 1);
    expect(phase.misses).toBeLessThanOrEqual(home.misses + CONNECTIONS);
    expect(phase.hits / 300).toBeGreaterThanOrEqual(home.hits / 300 - CONNECTIONS / 300);
  };

  it('shares one render among 300 random `r` values, each answer carrying its own', async () => {
    const phase = await during(() => fire(300, (i) => `/faq?r=${encodeURIComponent(`/visite-${i}`)}`));
    expect(phase.statuses).toEqual({ 200: 300 });
    expectSharedLikeHome(phase);
    const own = await agent.get('/faq?r=%2Fmon-compte%3Fx%3D%3Cb%3E').set(PAGE).expect(200);
    expect(own.text).toContain('href="/connexion?r=%2Fmon-compte%3Fx%3D%3Cb%3E"');
    const foreign = await agent.get('/faq?r=https%3A%2F%2Fevil.example').set(PAGE).expect(200);
    expect(foreign.text).not.toContain('evil.example');
  });

  it('shares one render among 300 random unknown addresses, each 404 showing its own, escaped', async () => {
    const phase = await during(() => fire(300, (i) => `/inconnue-${i}/${i}?source=${i}`));
    expect(phase.statuses).toEqual({ 404: 300 });
    expectSharedLikeHome(phase);
    const own = await agent.get('/ailleurs/%3Cscript%3E?x=%22').set(PAGE).expect(404);
    expect(own.text).toContain('<code>/ailleurs/%3Cscript%3E?x=%22</code>');
  });

  it('answers backslash, escaped and malformed addresses and posts to pages without a render or a trace', async () => {
    const phase = await during(async () => {
      const backslash = await fire(200, (i) => `/\\x-${i}`);
      const escaped = await fire(200, (i) => `/f%61q?i=${i}`);
      const malformed = await fire(200, (i) => `/%E0%A4%A-${i}`);
      const posted = await fire(100, (i) => `/faq?i=${i}`, { method: 'POST', headers: { ...PAGE, ...FORM } });
      return { backslash, escaped, malformed, posted } as unknown as Record<string, number>;
    });
    expect(phase.statuses).toEqual({
      backslash: { 301: 200 },
      escaped: { 301: 200 },
      malformed: { 400: 200 },
      posted: { 405: 100 },
    });
    expect(phase.draws).toBe(0);
    expect(phase.hits + phase.misses).toBe(0);
  });

  it('counts oversized form posts against the address before reading them: 413 up to the budget, then 429', async () => {
    const body = `email=${'a'.repeat(20_000)}`;
    const headers = { ...FORM, 'X-Forwarded-For': '203.0.113.35' };
    const phase = await during(() => firePosts(60, '/connexion/se-connecter', headers, body));
    expect(phase.statuses).toEqual({ 413: 30, 429: 30 });
    expect(phase.limited('form-posts')).toBe(30);
    expect(phase.draws).toBe(0);
  });

  it('stops a guesser at its address, never the owner elsewhere nor those who log in from a shared one', async () => {
    const victim = testAccount('cible.charge@example.fr');
    const office = testAccount('bureau.charge@example.fr');
    const at = (address: string) => ({ ...FROM_SITE, 'X-Forwarded-For': address });
    await agent.post('/api/signup').set(at('198.51.100.1')).send(victim.signup).expect(201);
    await agent.post('/api/signup').set(at('198.51.100.2')).send(office.signup).expect(201);
    await agent.post('/api/login').set(at('198.51.100.9')).send(office.right).expect(200);
    const json = (address: string) => ({ ...at(address), Accept: 'application/json' });
    const guesses = await fire(150, () => '/api/login', {
      method: 'POST',
      headers: json('203.0.113.66'),
      body: () => JSON.stringify(victim.wrong),
    });
    expect(guesses).toEqual({ 400: 10, 429: 140 });
    await agent.post('/api/login').set(at('198.51.100.7')).send(victim.right).expect(200);
    // Sixty failures on other accounts from the office's shared address: past 58 they are slowed, never refused, and
    // its own people still get in.
    const sprayed = await fire(60, () => '/api/login', {
      method: 'POST',
      headers: json('198.51.100.9'),
      body: (i) => JSON.stringify(testAccount(`personne-${i}@example.fr`).wrong),
    });
    expect(sprayed).toEqual({ 400: 60 });
    await agent.post('/api/login').set(at('198.51.100.9')).send(office.right).expect(200);
  });

  afterAll(() => {
    // Nothing here is a failure of ours: no error line, no stack trace, in 2 380 requests.
    expect(logs.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(logs.text()).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});
