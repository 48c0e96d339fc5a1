import request from 'supertest';
import { createMetrics } from '../metrics/metrics';
import { createSharedState } from '../shared-state/shared-state';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { testApp } from '../test-support/test-app';

describe('/healthz and /readyz', () => {
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await startFakeProvider();
  });
  afterAll(() => provider.close());

  it('/healthz answers while everything else is down: it asks nothing', async () => {
    const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9' });
    const res = await request(app).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', service: 'session-server', sharedState: 'memory' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 200 when the provider answers and the host bundle is loaded (no Redis asked without REDIS_URL)', async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile() });
    const res = await request(app).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready', checks: { redis: 'off', provider: 'ok', hostBundle: 'ok' } });
    expect(provider.calls.at(-1)?.path).toBe('/healthz');
  });

  it('/readyz is 503 naming what is not ready: the provider down, the host bundle missing', async () => {
    const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9' });
    const res = await request(app).get('/readyz').expect(503);
    expect(res.body).toEqual({
      status: 'not_ready',
      notReady: ['provider', 'hostBundle'],
      checks: { redis: 'off', provider: 'down', hostBundle: 'missing' },
    });
  });

  it('both answer on any host name (probes use the address), where pages are sent to SITE_URL', async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url }, { canonicalRedirect: true });
    await request(app).get('/healthz').set('Host', '10.0.0.7:3000').expect(200);
    await request(app).get('/readyz').set('Host', '10.0.0.7:3000').expect(503);
    await request(app).get('/faq').set('Host', '10.0.0.7:3000').expect(301);
  });

  describe('with Redis (REDIS_URL)', () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(() => redis.stop());

    it('/readyz and lgb_redis_up follow Redis: ready and 1 while it answers, 503 and 0 when it is gone', async () => {
      const shared = createSharedState(redis.url);
      expect(await shared.ready()).toBe(true);
      const metrics = createMetrics();
      const { app } = testApp(
        { PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile(), REDIS_URL: redis.url },
        { shared, metrics },
      );
      const gauge = async () => (await metrics.registry.getSingleMetricAsString('lgb_redis_up')).split('\n').at(-1);
      try {
        const ready = await request(app).get('/readyz').expect(200);
        expect(ready.body.checks).toEqual({ redis: 'ok', provider: 'ok', hostBundle: 'ok' });
        expect(await gauge()).toBe('lgb_redis_up 1');
        await redis.stop();
        const gone = await request(app).get('/readyz').expect(503);
        expect(gone.body).toMatchObject({ status: 'not_ready', notReady: ['redis'] });
        expect(await gauge()).toBe('lgb_redis_up 0');
        // The instance itself still answers: only readiness says Redis is away.
        await request(app).get('/healthz').expect(200);
      } finally {
        await redis.start();
        await shared.close();
      }
    });
  });

  it('has no Redis gauge without REDIS_URL', async () => {
    const metrics = createMetrics();
    testApp({ PROVIDER_URL: provider.url }, { metrics });
    expect(await metrics.registry.metrics()).not.toContain('lgb_redis_up');
  });
});
