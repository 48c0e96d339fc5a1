import { readSandboxSettings } from './config';
import { logger } from './logger';

describe('readSandboxSettings', () => {
  it('has the documented defaults', () => {
    const settings = readSandboxSettings({});
    expect(settings).toMatchObject({
      port: 4000,
      mode: 'production',
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      publicBaseUrl: 'http://localhost:4000',
      allowedOrigins: ['http://localhost:3000'],
      receiptDelayMs: 15_000,
      tokenTtlSeconds: 730 * 24 * 3600,
      noticeKey: 'sandbox',
    });
  });

  it('reads the environment and refuses nonsense', () => {
    expect(
      readSandboxSettings({ SANDBOX_PUBLIC_URL: 'http://sandbox.test/', SANDBOX_RECEIPT_DELAY_MS: '0' }),
    ).toMatchObject({ publicBaseUrl: 'http://sandbox.test', receiptDelayMs: 0 });
    expect(() => readSandboxSettings({ SANDBOX_RECEIPT_DELAY_MS: 'soon' })).toThrow(/SANDBOX_RECEIPT_DELAY_MS/);
  });

  it('turns the controls on only for an explicit development or test mode', () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(readSandboxSettings({ SANDBOX_MODE: 'development' }).mode).toBe('development');
    expect(readSandboxSettings({ APP_ENV: 'test' }).mode).toBe('test');
    expect(readSandboxSettings({ APP_ENV: 'production' }).mode).toBe('production');
    expect(readSandboxSettings({ SANDBOX_MODE: 'staging' }).mode).toBe('production');
    expect(readSandboxSettings({ SANDBOX_MODE: 'dev' }).mode).toBe('production');
    expect(readSandboxSettings({ SANDBOX_MODE: 'production', APP_ENV: 'development' }).mode).toBe('production');
  });

  it('answers its public host, loopback and the hosts it is told', () => {
    expect(
      readSandboxSettings({ SANDBOX_PUBLIC_URL: 'https://provider.example.fr', SANDBOX_ALLOWED_HOSTS: 'Sandbox, ' })
        .allowedHosts,
    ).toEqual(['provider.example.fr', 'localhost', '127.0.0.1', '[::1]', 'sandbox']);
  });
});
