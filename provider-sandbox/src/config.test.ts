import { readSandboxSettings } from './config';

describe('readSandboxSettings', () => {
  it('has the documented defaults', () => {
    const settings = readSandboxSettings({});
    expect(settings).toMatchObject({
      port: 4000,
      mode: 'development',
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
    expect(() => readSandboxSettings({ SANDBOX_MODE: 'staging' })).toThrow(/SANDBOX_MODE/);
    expect(() => readSandboxSettings({ SANDBOX_RECEIPT_DELAY_MS: 'soon' })).toThrow(/SANDBOX_RECEIPT_DELAY_MS/);
  });
});
