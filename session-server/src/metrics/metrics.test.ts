/**
 * The figures after real requests through the whole app, read where Prometheus reads them: GET /metrics on the
 * instance's internal listener.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { eventually } from '../test-support/instances';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { createMetrics } from './metrics';
import { startMetricsListener } from './metrics-listener';

/** The value of one series in Prometheus' text format (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, v]) => `${label}="${v}"`);
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((l) => row.includes(l)) : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const shopManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js' }, buildInfo: { buildVersion: '1.5.0' } },
  exposes: [],
};

describe('metrics of real requests', () => {
  let provider: FakeProvider;
  let listener: http.Server;
  let remote: http.Server;
  let scrape: () => Promise<string>;
  let app: express.Express;

  beforeAll(async () => {
    provider = await startFakeProvider();
    const manifests = express();
    manifests.get('/mf-manifest.json', (_req, res) => void res.json(shopManifest));
    remote = await new Promise((resolve) => {
      const listening = manifests.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const metrics = createMetrics({ processMetrics: true });
    ({ app } = testApp(
      {
        PROVIDER_URL: provider.url,
        HOST_SERVER_RENDER: fakeRendererFile(),
        REMOTE_SHOP_URL: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`,
        REMOTE_AUTH_URL: 'http://127.0.0.1:9/mf-manifest.json',
        REMOTE_ACCOUNT_URL: 'http://127.0.0.1:9/mf-manifest.json',
        REMOTE_GAME_URL: 'http://127.0.0.1:9/mf-manifest.json',
        RATE_LIMIT_PER_ACCOUNT_ADDRESS: '2',
      },
      { metrics },
    ));
    const started = await startMetricsListener(metrics.registry, { port: 0, host: '127.0.0.1' });
    if (!started) throw new Error('the metrics listener did not start');
    listener = started;
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
    scrape = async () => {
      const answer = await fetch(url);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return answer.text();
    };
  });

  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await new Promise((resolve) => remote.close(resolve));
    await provider.close();
  });

  it('time every answer per route template and status class, never per address', async () => {
    const before = await scrape();
    const html = { Accept: 'text/html' };
    await request(app).get('/').set(html).expect(200);
    await request(app).get('/faq?utm_source=courriel').set(html).expect(200);
    await request(app).get('/nulle-part/42').set(html).expect(404);
    await request(app).get('/assets/main.0000000000.js').expect(404);
    await request(app).get('/config.json').expect(200);
    await request(app).get('/api/session').expect(200);
    await request(app).get('/api/inconnue').expect(404);
    const after = await scrape();
    const count = (text: string, route: string, status: string) =>
      value(text, 'lgb_http_request_duration_seconds_count', { route, status_class: status });
    expect(count(after, 'page', '2xx') - count(before, 'page', '2xx')).toBe(2);
    for (const [route, status] of [
      ['not-found', '4xx'],
      ['static', '4xx'],
      ['config.json', '2xx'],
      ['api/session', '2xx'],
      ['api/not-found', '4xx'],
    ]) {
      expect(count(after, route!, status!) - count(before, route!, status!)).toBe(1);
    }
    expect(after).not.toMatch(/nulle-part|utm_source|inconnue|main\.0000000000/);
  });

  it('count the rendered-page cache, and time each server render by kind', async () => {
    const before = await scrape();
    await request(app).get('/comment-participer').set('Accept', 'text/html').expect(200);
    await request(app).get('/comment-participer').set('Accept', 'text/html').expect(200);
    await request(app).get('/panne').set('Accept', 'text/html').expect(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('lgb_page_cache_requests_total', { result: 'miss' })).toBe(2);
    expect(delta('lgb_page_cache_requests_total', { result: 'hit' })).toBe(1);
    const renders = 'lgb_server_render_duration_seconds_count';
    expect(delta(renders, { kind: 'anonymous', outcome: 'ok' })).toBe(1);
    expect(delta(renders, { kind: 'anonymous', outcome: 'error' })).toBe(1);
  });

  it('time provider calls per operation and count their failures, and the rate-limit refusals per limit', async () => {
    const before = await scrape();
    const camille = {
      email: 'camille.mesuree@example.fr',
      password: 'pates-fraiches-2025',
      lastName: 'Durand',
      firstName: 'Camille',
      termsAccepted: true,
      adult: true,
    };
    const agent = request.agent(app);
    await agent.post('/api/signup').set(FROM_SITE).send(camille).expect(201);
    // A visitor's page: rendered for them, their card slots read (which this provider does not know: refused).
    await agent.get('/mon-compte').set('Accept', 'text/html').expect(200);
    const wrong = { email: camille.email, password: 'essai-essai-1' };
    await request(app).post('/api/login').set(FROM_SITE).send(wrong).expect(400);
    await request(app).post('/api/login').set(FROM_SITE).send(wrong).expect(400);
    await request(app).post('/api/login').set(FROM_SITE).send(wrong).expect(429);
    provider.failNext('/api/fidmarques/v1/sdk/signup', 503, { code: 'server_error' });
    await request(app)
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, email: 'autre@example.fr' })
      .expect(502);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    const calls = 'lgb_provider_request_duration_seconds_count';
    expect(delta(calls, { operation: 'signup', outcome: 'ok' })).toBe(1);
    expect(delta(calls, { operation: 'signup', outcome: 'failed' })).toBe(1);
    expect(delta(calls, { operation: 'login', outcome: 'refused' })).toBe(2);
    expect(delta(calls, { operation: 'card_slots', outcome: 'refused' })).toBe(1);
    expect(delta('lgb_provider_errors_total', { operation: 'signup', kind: 'server_error' })).toBe(1);
    expect(delta('lgb_provider_errors_total', { operation: 'login', kind: 'refused' })).toBe(2);
    expect(delta('lgb_rate_limit_rejections_total', { limit: 'login-pair' })).toBe(1);
    expect(delta('lgb_server_render_duration_seconds_count', { kind: 'visitor', outcome: 'ok' })).toBe(1);
  });

  it('count the remote server builds the render loads, under the version the remote declares', async () => {
    const loaded = (text: string) =>
      text.split('\n').find((line) => line.startsWith('lgb_remote_build_loads_total{') && line.includes('"loaded"'));
    // The shop's manifest is read at start-up, in the background: its build reaches the render once read.
    expect(
      await eventually(async () => {
        await request(app).get('/la-grande-boutique').set('Accept', 'text/html').expect(200);
        return loaded(await scrape()) !== undefined;
      }, 4_000),
    ).toBe(true);
    expect(loaded(await scrape())).toMatch(
      /^lgb_remote_build_loads_total\{remote="shop",version="1\.5\.0\+[0-9a-f]{8}",outcome="loaded"\} 1$/,
    );
  });

  it("also give the process's own figures, and nothing but /metrics on that port", async () => {
    const text = await scrape();
    expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const port = (listener.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the metrics listener', () => {
  it('leaves the site up without figures when its port is taken', async () => {
    const first = await startMetricsListener(createMetrics().registry, { port: 0, host: '127.0.0.1' });
    const port = (first!.address() as AddressInfo).port;
    expect(await startMetricsListener(createMetrics().registry, { port, host: '127.0.0.1' })).toBeNull();
    await new Promise((resolve) => first!.close(resolve));
  });
});
