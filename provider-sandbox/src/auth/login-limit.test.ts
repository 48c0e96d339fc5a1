import request from 'supertest';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

describe('sandbox login limit (issue #13)', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({ SANDBOX_LOGIN_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => sandbox.close());

  const login = (email: string, password: string) =>
    request(sandbox.app).post('/api/fidmarques/v1/sdk/login').send({ client_id: CLIENT_ID, email, password });

  it('answers a French 429 after too many failures of one account, whatever the spelling', async () => {
    const { email } = await signUp(sandbox);
    for (const spelling of [email, email.toUpperCase(), ` ${email}`]) await login(spelling, 'mauvais-mot').expect(400);
    const locked = await login(email, 'motdepasse1').expect(429);
    expect(locked.body).toEqual({
      code: 'too_many_requests',
      user_message: 'Trop de tentatives, merci de réessayer dans 15 minutes.',
    });
    await login('autre-compte@example.fr', 'mauvais-mot').expect(400);
  });

  it('never counts successful logins', async () => {
    const { email } = await signUp(sandbox);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'motdepasse1').expect(200);
  });
});
