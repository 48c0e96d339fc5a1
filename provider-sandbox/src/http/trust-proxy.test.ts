import request from 'supertest';
import { readSandboxSettings } from '../config';
import { CLIENT_ID, createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const signupFrom = (sandbox: TestSandbox, visitor: string, email: string) =>
  request(sandbox.app)
    .post('/api/fidmarques/v1/sdk/signup')
    .set('X-Forwarded-For', visitor)
    .send({ client_id: CLIENT_ID, email, password: 'motdepasse1', first_name: 'Camille', last_name: 'Martin' });

describe('SANDBOX_TRUST_PROXY, as express understands it', () => {
  it('reads false, true, a number of hops, names and a list; loopback when unset', () => {
    const read = (value?: string) => readSandboxSettings({ SANDBOX_TRUST_PROXY: value }).trustProxy;
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('1')).toBe(1);
    expect(read('uniquelocal')).toEqual(['uniquelocal']);
    expect(read('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(read(undefined)).toEqual(['loopback']);
  });

  it.each(['nope', '10.0.0.0/99', 'loopback;uniquelocal'])('stops the start on %p, naming the variable', (value) => {
    expect(() => readSandboxSettings({ SANDBOX_TRUST_PROXY: value })).toThrow(
      /^SANDBOX_TRUST_PROXY must be true, false, a number of hops or a comma-separated list/,
    );
  });

  describe('false: every caller is its own address, whatever X-Forwarded-For says', () => {
    let sandbox: TestSandbox;
    beforeAll(() => {
      sandbox = createTestSandbox({
        SANDBOX_TRUST_PROXY: 'false',
        SANDBOX_SIGNUPS_PER_ADDRESS: '2',
        SANDBOX_SIGNUP_WINDOW_MS: '600000',
      });
    });
    afterAll(() => sandbox.close());

    it('counts sign-ups naming two visitors against the one address they came from', async () => {
      await signupFrom(sandbox, '203.0.113.30', 'un@example.fr').expect(201);
      await signupFrom(sandbox, '198.51.100.30', 'deux@example.fr').expect(201);
      await signupFrom(sandbox, '192.0.2.30', 'trois@example.fr').expect(429);
    });
  });
});
