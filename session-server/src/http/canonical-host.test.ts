import request from 'supertest';
import { testApp } from '../test-support/test-app';

describe('canonical host', () => {
  const { app } = testApp({ SITE_URL: 'http://localhost:3000' }, { canonicalRedirect: true });

  it.each(['127.0.0.1:3000', 'LGB.example', '[::1]:3000', 'localhost:3001'])(
    'sends %s to the SITE_URL origin with path and query (301)',
    async (host) => {
      const res = await request(app).get('/la-grande-boutique?page=2&tri=prix').set('Host', host).expect(301);
      expect(res.headers.location).toBe('http://localhost:3000/la-grande-boutique?page=2&tri=prix');
    },
  );

  it('redirects API calls too (the provider only accepts the canonical origin)', async () => {
    const res = await request(app).get('/api/session').set('Host', '127.0.0.1:3000').expect(301);
    expect(res.headers.location).toBe('http://localhost:3000/api/session');
  });

  it('never leaves the canonical origin, whatever the path looks like', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x']) {
      const res = await request(app).get(path).set('Host', '127.0.0.1:3000').expect(301);
      expect(new URL(res.headers.location as string).origin).toBe('http://localhost:3000');
    }
  });

  it('serves the canonical host and /healthz on any host', async () => {
    await request(app).get('/config.json').set('Host', 'localhost:3000').expect(200);
    await request(app).get('/healthz').set('Host', '127.0.0.1:3000').expect(200);
  });
});
