import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEGAL_ENV } from '../test-support/legal-env';
import { readSettings } from './env';
import { SESSION_MAX_AGE_MS } from './security';
import { capturedLogs } from '../test-support/captured-logs';

const LONG_KEY = 'k'.repeat(40);
/** Where a test's checkout would keep its development key (removed after the tests). */
const checkouts: string[] = [];
const devKeyFile = () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-dev-key-'));
  checkouts.push(checkout);
  return path.join(checkout, '.data', 'session-dev-key');
};
afterAll(() => {
  for (const checkout of checkouts) fs.rmSync(checkout, { recursive: true, force: true });
});

describe('session settings from the environment', () => {
  it('refuses to start in production without SESSION_KEYS', () => {
    expect(() => readSettings({ APP_ENV: 'production' })).toThrow(/SESSION_KEYS is required in production/);
    expect(() => readSettings({ APP_ENV: 'production', SESSION_KEYS: ' , ' })).toThrow(/SESSION_KEYS is required/);
  });

  it('refuses the development key in staging, sandbox and prod-uat too (reachable by others)', () => {
    for (const environment of ['staging', 'sandbox', 'prod-uat']) {
      expect(() => readSettings({ APP_ENV: environment })).toThrow(/SESSION_KEYS is required/);
    }
    expect(() => readSettings({ APP_ENV: 'test', SESSION_DEV_KEY_FILE: devKeyFile() })).not.toThrow();
  });

  it('makes cookies Secure for any https site, and needs the TLS proxy named in production', () => {
    const staging = readSettings({
      ...LEGAL_ENV,
      APP_ENV: 'staging',
      SESSION_KEYS: LONG_KEY,
      SITE_URL: 'https://dev.la-grande-boutique.fr',
    });
    expect(staging.security.session.secure).toBe(true);
    expect(() => readSettings({ APP_ENV: 'production', SESSION_KEYS: LONG_KEY })).toThrow(
      /TRUST_PROXY is required in production/,
    );
  });

  it('refuses short keys in production', () => {
    expect(() => readSettings({ APP_ENV: 'production', SESSION_KEYS: `${LONG_KEY},court` })).toThrow(
      /at least 32 characters/,
    );
  });

  it('reads several keys (rotation) and makes cookies Secure in production', () => {
    const { security } = readSettings({
      ...LEGAL_ENV,
      APP_ENV: 'production',
      TRUST_PROXY: '1',
      SESSION_KEYS: `${LONG_KEY}, ${'o'.repeat(40)}`,
    });
    expect(security.session).toEqual({
      cookieName: 'lgb_session',
      keys: [LONG_KEY, 'o'.repeat(40)],
      secure: true,
      maxAgeMs: SESSION_MAX_AGE_MS,
    });
    expect(SESSION_MAX_AGE_MS).toBe(730 * 24 * 3600 * 1000);
  });

  it('makes a development key of its own per checkout, kept for the next start, never one in the source', () => {
    const logs = capturedLogs();
    const file = devKeyFile();
    const { security } = readSettings({ APP_ENV: 'development', SESSION_DEV_KEY_FILE: file });
    const [key] = security.session.keys;
    expect(security.session.keys).toHaveLength(1);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(security.session.secure).toBe(false);
    expect(logs.messages()).toContainEqual(expect.stringContaining('SESSION_KEYS is not set'));
    // The next start reads it again; another checkout makes its own.
    expect(readSettings({ APP_ENV: 'test', SESSION_DEV_KEY_FILE: file }).security.session.keys).toEqual([key]);
    expect(readSettings({ APP_ENV: 'test', SESSION_DEV_KEY_FILE: devKeyFile() }).security.session.keys).not.toEqual([
      key,
    ]);
    // Production never takes it.
    expect(() => readSettings({ APP_ENV: 'production', SESSION_DEV_KEY_FILE: file })).toThrow(
      /SESSION_KEYS is required/,
    );
    logs.stop();
  });

  it('calls the provider at PROVIDER_INTERNAL_URL when set, and tells browsers PROVIDER_URL', () => {
    const settings = readSettings({
      APP_ENV: 'test',
      SESSION_KEYS: 'cle',
      PROVIDER_URL: 'http://localhost:4000',
      PROVIDER_INTERNAL_URL: 'http://sandbox:4000/',
    });
    expect(settings.provider.url).toBe('http://sandbox:4000');
    expect(settings.site.kit.baseUrls.api).toBe('http://localhost:4000');
    expect(
      readSettings({ APP_ENV: 'test', SESSION_KEYS: 'cle', PROVIDER_URL: 'http://localhost:4000/' }).provider.url,
    ).toBe('http://localhost:4000');
  });

  it('warns when Secure cookies meet a plain-http site URL', () => {
    const logs = capturedLogs();
    readSettings({
      ...LEGAL_ENV,
      APP_ENV: 'production',
      TRUST_PROXY: '1',
      SESSION_KEYS: LONG_KEY,
      SITE_URL: 'http://localhost:3000',
    });
    logs.stop();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('SITE_URL is plain http') }),
    );
  });

  it('reads origins, limits and body size, with defaults', () => {
    const defaults = readSettings({ APP_ENV: 'test', SESSION_KEYS: 'cle' }).security;
    expect(defaults.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(defaults.rateLimit).toEqual({
      windowMs: 15 * 60 * 1000,
      perAccountAddress: 10,
      perAccount: 100,
      perIp: 300,
      signupsPerIp: 300,
    });
    // Per session and account for a logged-in visitor; an address only for anonymous work, sized for a carrier NAT.
    expect(defaults.budgets).toEqual({ formPostsPerAddress: 300, pagesPerSession: 120, pagesPerAccount: 240 });
    expect(defaults.bodyLimitBytes).toBe(16 * 1024);

    const custom = readSettings({
      APP_ENV: 'test',
      SESSION_KEYS: 'cle',
      SITE_URL: 'https://www.la-grande-boutique.fr/',
      ALLOWED_ORIGINS: 'https://preview.la-grande-boutique.fr/page',
      RATE_LIMIT_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGNUPS_PER_IP: '7',
    }).security;
    expect(custom.allowedOrigins).toEqual([
      'https://www.la-grande-boutique.fr',
      'https://preview.la-grande-boutique.fr',
    ]);
    expect(custom.rateLimit.perAccount).toBe(3);
    expect(custom.rateLimit.signupsPerIp).toBe(7);
    expect(() => readSettings({ APP_ENV: 'test', SESSION_KEYS: 'cle', RATE_LIMIT_PER_IP: '0' })).toThrow(
      /RATE_LIMIT_PER_IP/,
    );
    expect(() => readSettings({ APP_ENV: 'test', SESSION_KEYS: 'cle', ALLOWED_ORIGINS: 'pas une url' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });
});
