import request from 'supertest';
import { fakeMsUntilAnswered } from '../testing/fake-time';
import { scryptRunsBefore } from '../testing/scrypt-runs';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

// A pass-through, so the test can count the hashes an answer waits for (scryptRunsBefore).
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

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
  // The brake's delay to the millisecond, in fake time: the scrypt and the machine's load add nothing to it.
  const delayed = (email: string, password: string, status: number, visitor?: string) =>
    fakeMsUntilAnswered(login(email, password, visitor).expect(status));

  it('slows the pair (account, visitor) after too many failures, whatever the spelling, never locking it', async () => {
    const { email } = await signUp(sandbox);
    for (const spelling of [email, email.toUpperCase(), ` ${email}`]) await login(spelling, 'mauvais-mot').expect(400);
    // The right password still gets in from there, after the delay: a refusal would lock the owner out.
    expect(await delayed(email, 'motdepasse1', 200)).toBe(500);
    // Every further failure counts and the delay grows to its ceiling (1 s, where the next step would be 1.5 s).
    expect(await delayed(email, 'mauvais-mot', 400)).toBe(500);
    expect(await delayed(email, 'mauvais-mot', 400)).toBe(1_000);
    expect(await delayed(email, 'motdepasse1', 200)).toBe(1_000);
    // Not every login of the e-mail: the owner at another address is not slowed, nor is another account.
    expect(await delayed(email, 'motdepasse1', 200, '198.51.100.7')).toBe(0);
    expect(await delayed('autre-compte@example.fr', 'mauvais-mot', 400)).toBe(0);
  });

  it('never counts successful logins', async () => {
    const { email } = await signUp(sandbox);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await delayed(email, 'motdepasse1', 200)).toBe(0);
  });
});

describe('login timing does not tell which e-mails exist', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('takes as long for an unknown e-mail as for a known one with a wrong password', async () => {
    const { email } = await signUp(sandbox);
    const hashesBefore = (address: string, code: string) =>
      scryptRunsBefore(
        request(sandbox.app)
          .post('/api/fidmarques/v1/sdk/login')
          .send({ client_id: CLIENT_ID, email: address, password: 'mauvais-mot' })
          .expect(400)
          .expect((answer) => expect(answer.body.code).toBe(code)),
        'mauvais-mot',
      );
    // Both wait for one scrypt of the password (tens of ms); without the dummy hash the unknown e-mail answered at once.
    expect(await hashesBefore(email, 'wrong_password')).toBe(1);
    expect(await hashesBefore('inconnu@example.fr', 'unknown_email')).toBe(1);
  });
});
