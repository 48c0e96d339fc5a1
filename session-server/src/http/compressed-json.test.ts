import request from 'supertest';
import { testApp } from '../test-support/test-app';

describe('/config.json revalidation (express ETags are off)', () => {
  const { app } = testApp({});

  it.each(['br', 'gzip', 'identity'])('answers 304 to its own ETag in %s', async (encoding) => {
    const first = await request(app).get('/config.json').set('Accept-Encoding', encoding).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(app).get('/config.json').set('Accept-Encoding', encoding).set('If-None-Match', etag).expect(304);
  });

  it('sends no ETag on /api answers (no-store)', async () => {
    const session = await request(app).get('/api/session').expect(200);
    expect(session.headers.etag).toBeUndefined();
    expect(session.headers['cache-control']).toBe('no-store');
  });
});
