import request from 'supertest';
import { scryptRunsBefore } from '../testing/scrypt-runs';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

// A pass-through, so the test can count the hashes an answer waits for (scryptRunsBefore).
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

const signupFrom = (sandbox: TestSandbox, visitor: string, email: string) =>
  request(sandbox.app)
    .post('/api/fidmarques/v1/sdk/signup')
    .set('X-Forwarded-For', visitor)
    .send({ client_id: CLIENT_ID, email, password: 'motdepasse1', first_name: 'Camille', last_name: 'Martin' });

describe('sign-ups per visitor address', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({ SANDBOX_SIGNUPS_PER_ADDRESS: '3', SANDBOX_SIGNUP_WINDOW_MS: '600000' });
  });
  afterAll(() => sandbox.close());

  it('refuses the sign-ups of one address past its budget, in French with Retry-After; other addresses go on', async () => {
    for (let index = 0; index < 3; index += 1) {
      await signupFrom(sandbox, '203.0.113.20', `serie-${index}@example.fr`).expect(201);
    }
    const refused = await signupFrom(sandbox, '203.0.113.20', 'serie-4@example.fr').expect(429);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      user_message: 'Trop d’inscriptions depuis cette adresse, merci de réessayer dans 10 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Every attempt counts, a taken e-mail too; nothing was created past the budget.
    const count = sandbox.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email LIKE 'serie-%'").get() as {
      n: number;
    };
    expect(count.n).toBe(3);
    await signupFrom(sandbox, '198.51.100.20', 'ailleurs@example.fr').expect(201);
  });
});

describe('sign-up timing does not tell which e-mails exist', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const hashesBefore = (email: string, status: number) =>
    scryptRunsBefore(signupFrom(sandbox, '203.0.113.21', email).expect(status), 'motdepasse1');

  it('takes as long for a taken e-mail as for a new one (the password is hashed first)', async () => {
    const { email } = await signUp(sandbox);
    // Both wait for one scrypt of the password (tens of ms); answering before hashing made a taken e-mail answer at once.
    expect(await hashesBefore(email, 400)).toBe(1);
    expect(await hashesBefore('nouveau@example.fr', 201)).toBe(1);
  });
});
