import request from 'supertest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox({ SANDBOX_ALLOWED_ORIGINS: 'http://localhost:3000, https://www.example.fr' });
});
afterAll(() => sandbox.close());

describe('CORS', () => {
  it('answers the preflight of an allowed origin', async () => {
    const response = await request(sandbox.app)
      .options('/api/fidmarquesv3/shop_cart/buy')
      .set('Origin', 'https://www.example.fr')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://www.example.fr');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks answers to an allowed origin, not to others', async () => {
    const allowed = await request(sandbox.app)
      .post('/api/kitv4/offers')
      .set('Origin', 'http://localhost:3000')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-expose-headers']).toBe('X-RateLimit-Delay');
    const other = await request(sandbox.app)
      .post('/api/kitv4/offers')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await request(sandbox.app)
      .options('/api/kitv4/offers')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(403);
  });
});
