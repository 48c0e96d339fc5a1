import { LEGAL_ENV } from '../test-support/legal-env';
import { readSettings } from './env';

const base = { SESSION_KEYS: 'k'.repeat(40), ...LEGAL_ENV };

describe('METRICS_PORT and METRICS_HOST', () => {
  it('listen on 9464 at the server’s own HOST by default, off in the tests unless asked', () => {
    expect(readSettings({ ...base, APP_ENV: 'development' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readSettings({ ...base, APP_ENV: 'sandbox', HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(readSettings({ ...base, APP_ENV: 'test' }).metrics).toBeNull();
    expect(readSettings({ ...base, APP_ENV: 'test', METRICS_PORT: '9500' }).metrics).toEqual({
      port: 9500,
      host: '127.0.0.1',
    });
  });

  it('are off with METRICS_PORT=0, bound elsewhere with METRICS_HOST, and refuse nonsense', () => {
    expect(readSettings({ ...base, APP_ENV: 'development', METRICS_PORT: '0' }).metrics).toBeNull();
    expect(
      readSettings({ ...base, APP_ENV: 'development', HOST: '0.0.0.0', METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => readSettings({ ...base, APP_ENV: 'development', METRICS_PORT: 'neuf' })).toThrow(/METRICS_PORT/);
  });
});
