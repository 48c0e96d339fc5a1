import request from 'supertest';
import { testApp } from '../test-support/test-app';

function directives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  const { app } = testApp({
    PROVIDER_URL: 'http://127.0.0.1:4000',
    PROVIDER_UPLOAD_URL: 'https://upload.provider.example/proxy',
    REMOTE_AUTH_URL: 'https://auth.cdn.example/v3/mf-manifest.json',
    REMOTE_SHOP_URL: 'http://localhost:3103/mf-manifest.json',
    REMOTE_ACCOUNT_URL: 'http://localhost:3102/mf-manifest.json',
    REMOTE_GAME_URL: 'http://localhost:3104/mf-manifest.json',
  });

  it('allows exactly the configured remotes and provider in the CSP, with no inline script', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const csp = directives(res.headers['content-security-policy'] ?? '');
    const remotes = [
      'https://auth.cdn.example',
      'http://localhost:3102',
      'http://localhost:3103',
      'http://localhost:3104',
    ];
    const provider = ['http://127.0.0.1:4000', 'https://upload.provider.example'];
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes, ...provider]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...remotes, ...provider]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('sends the referrer policy and the other helmet headers, on API answers too', async () => {
    const res = await request(app).get('/api/session');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const production = testApp({ APP_ENV: 'production', SITE_URL: 'https://www.la-grande-boutique.fr' }).app;
    const res = await request(production).get('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy'] ?? '').has('upgrade-insecure-requests')).toBe(true);
  });
});
