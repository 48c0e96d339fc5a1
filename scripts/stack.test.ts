import { readSandboxSettings } from 'provider-sandbox/testing';
import { localRunEnv } from './stack';

describe('the environment of npm start', () => {
  const saved = { APP_ENV: process.env.APP_ENV, SANDBOX_MODE: process.env.SANDBOX_MODE };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  /** What the sandbox started by npm start reads: the caller's variables, then the run's (startNode). */
  const sandboxMode = () => readSandboxSettings({ ...process.env, ...localRunEnv() }).mode;

  it('runs the sandbox in the mode of APP_ENV when SANDBOX_MODE is unset: no controls in production', () => {
    delete process.env.SANDBOX_MODE;
    process.env.APP_ENV = 'production';
    expect(sandboxMode()).toBe('production');
    delete process.env.APP_ENV;
    expect(sandboxMode()).toBe('development');
  });

  it('keeps an explicit SANDBOX_MODE', () => {
    process.env.APP_ENV = 'production';
    process.env.SANDBOX_MODE = 'test';
    expect(sandboxMode()).toBe('test');
  });
});
