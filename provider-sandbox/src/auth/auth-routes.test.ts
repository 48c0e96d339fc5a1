import request from 'supertest';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox({ SANDBOX_TOKEN_TTL_SECONDS: '3600' });
});
afterAll(() => sandbox.close());

describe('signup and login', () => {
  it('signs up, then logs in with the same credentials', async () => {
    const response = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, email: 'lea@example.fr', password: 'motdepasse1', first_name: 'Léa' })
      .expect(201);
    expect(response.body.user).toMatchObject({ email: 'lea@example.fr', first_name: 'Léa', title: null });
    expect(typeof response.body.access_token).toBe('string');

    const login = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email: 'LEA@example.fr', password: 'motdepasse1' })
      .expect(200);
    expect(login.body.user.id).toBe(response.body.user.id);
    expect(login.body.access_token).not.toBe(response.body.access_token);
  });

  it('refuses a second account on the same e-mail', async () => {
    const { email } = await signUp(sandbox);
    const response = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, email, password: 'autremotdepasse' })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'account_already_exists',
      user_message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
  });

  it('answers unknown_email and wrong_password', async () => {
    const { email } = await signUp(sandbox);
    const unknown = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email: 'personne@example.fr', password: 'motdepasse1' })
      .expect(400);
    expect(unknown.body.code).toBe('unknown_email');
    const wrong = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email, password: 'mauvaismotdepasse' })
      .expect(400);
    expect(wrong.body.code).toBe('wrong_password');
    expect(wrong.body.user_message).toMatch(/mot de passe/);
  });

  it('validates the parameters and the client id', async () => {
    const short = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, email: 'court@example.fr', password: 'court' })
      .expect(400);
    expect(short.body).toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'password',
      invalid_reason: 'too_short',
    });
    const blank = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, password: 'x' })
      .expect(400);
    expect(blank.body).toMatchObject({ invalid_parameter: 'email', invalid_reason: 'blank' });
    const forbidden = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: 'inconnu', email: 'a@example.fr', password: 'motdepasse1' })
      .expect(403);
    expect(forbidden.body.code).toBe('forbidden');
  });

  it('answers a JSON error, not a stack trace, to malformed JSON', async () => {
    const response = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('access tokens', () => {
  it('401 without, with an unknown and with an expired token', async () => {
    const { token } = await signUp(sandbox);
    await request(sandbox.app).get('/api/v2/users/settings').expect(401);
    const unknown = await request(sandbox.app)
      .get('/api/v2/users/settings')
      .query({ access_token: 'nope' })
      .expect(401);
    expect(unknown.body).toMatchObject({
      code: 'unauthorized',
      user_message: 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.',
    });
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token }).expect(200);
    sandbox.clock.advance(3601 * 1000);
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token }).expect(401);
  });
});
