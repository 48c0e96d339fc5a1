import request from 'supertest';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

describe('sandbox login brake', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({
      SANDBOX_LOGIN_FAILURES_PER_ACCOUNT: '3',
      SANDBOX_LOGIN_DELAY_STEP_MS: '500',
      SANDBOX_LOGIN_MAX_DELAY_MS: '1000',
    });
  });
  afterAll(() => sandbox.close());

  // The site's server names the visitor it logs in (it calls from loopback, a trusted proxy by default).
  const login = (email: string, password: string, visitor = '203.0.113.1') =>
    request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .set('X-Forwarded-For', visitor)
      .send({ client_id: CLIENT_ID, email, password });
  // A delay step far above a scrypt on a busy machine (under 400 ms here), so slowed and not slowed never mix up.
  const timed = async (email: string, password: string, status: number, visitor?: string) => {
    const started = performance.now();
    await login(email, password, visitor).expect(status);
    return performance.now() - started;
  };

  it('slows the pair (account, visitor) after too many failures, whatever the spelling, never locking it', async () => {
    const { email } = await signUp(sandbox);
    for (const spelling of [email, email.toUpperCase(), ` ${email}`]) await login(spelling, 'mauvais-mot').expect(400);
    // The right password still gets in from there, after the delay: a refusal would lock the owner out.
    expect(await timed(email, 'motdepasse1', 200)).toBeGreaterThanOrEqual(490);
    // Every further failure counts and the delay grows to its ceiling.
    expect(await timed(email, 'mauvais-mot', 400)).toBeGreaterThanOrEqual(490);
    expect(await timed(email, 'mauvais-mot', 400)).toBeGreaterThanOrEqual(990);
    expect(await timed(email, 'motdepasse1', 200)).toBeLessThan(1_900);
    // Not every login of the e-mail: the owner at another address is not slowed, nor is another account.
    expect(await timed(email, 'motdepasse1', 200, '198.51.100.7')).toBeLessThan(400);
    expect(await timed('autre-compte@example.fr', 'mauvais-mot', 400)).toBeLessThan(400);
  }, 20_000);

  it('never counts successful logins', async () => {
    const { email } = await signUp(sandbox);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await timed(email, 'motdepasse1', 200)).toBeLessThan(400);
  });
});

describe('login timing does not tell which e-mails exist', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

  it('takes as long for an unknown e-mail as for a known one with a wrong password', async () => {
    const { email } = await signUp(sandbox);
    const time = async (address: string, code: string) => {
      const started = performance.now();
      const answer = await request(sandbox.app)
        .post('/api/fidmarques/v1/sdk/login')
        .send({ client_id: CLIENT_ID, email: address, password: 'mauvais-mot' })
        .expect(400);
      expect(answer.body.code).toBe(code);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time(email, 'wrong_password'));
      unknown.push(await time(`inconnu-${i}@example.fr`, 'unknown_email'));
    }
    // Both run one scrypt (tens of ms); without the dummy hash the unknown e-mail answered in a few ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });
});
