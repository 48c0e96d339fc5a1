import request from 'supertest';
import { GENERIC_ERROR_MESSAGE } from '../http/errors';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { UNAUTHORIZED_MESSAGE } from 'shared-kit/contracts';
import { capturedLogs } from '../test-support/captured-logs';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const camille = {
  email: 'camille@example.fr',
  password: 'pates-fraiches-2025',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};

async function loggedIn() {
  provider.accounts.clear();
  const agent = request.agent(testApp({ PROVIDER_URL: provider.url }).app);
  const signup = await agent.post('/api/signup').set(FROM_SITE).send(camille);
  return { agent, token: signup.body.tokens.accessToken as string };
}

describe('PUT /api/updateUser', () => {
  it('updates the provider profile, then the session copy', async () => {
    const { agent, token } = await loggedIn();
    const res = await agent
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ title: 'Mme', phone: '0601020304', firstName: 'Camille-Anne' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Mme',
      firstName: 'Camille-Anne',
      lastName: 'Durand',
      email: camille.email,
      phone: '0601020304',
      tokens: { accessToken: token },
    });
    const put = provider.calls.find((call) => call.method === 'PUT');
    expect(put?.query.access_token).toBe(token);
    expect(put?.body).toEqual({ title: 'Mme', phone: '0601020304', first_name: 'Camille-Anne' });
    expect((await agent.get('/api/session')).body.user).toEqual(res.body);
  });

  it('changes the e-mail with the current password, and refuses a wrong one with the provider message', async () => {
    const { agent } = await loggedIn();
    const wrong = await agent
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ email: 'c.durand@example.fr', password: 'faux-mot-de-passe' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'unknown_email_or_password', message: 'Mot de passe incorrect.' });
    const right = await agent
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ email: 'c.durand@example.fr', password: camille.password });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe('c.durand@example.fr');
  });

  it('needs the password to change the e-mail, and at least one field', async () => {
    const { agent } = await loggedIn();
    const noPassword = await agent.put('/api/updateUser').set(FROM_SITE).send({ email: 'c.durand@example.fr' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Le mot de passe actuel est nécessaire pour changer l’adresse e-mail.');
    const empty = await agent.put('/api/updateUser').set(FROM_SITE).send({});
    expect(empty.body).toMatchObject({ error: 'invalid_parameter', message: 'Aucune modification n’a été envoyée.' });
    const badTitle = await agent.put('/api/updateUser').set(FROM_SITE).send({ title: 'Dr' });
    expect(badTitle.body).toMatchObject({ error: 'invalid_parameter', invalid_parameter: 'title' });
  });

  it('answers 401 and drops the session when the provider no longer knows the token', async () => {
    const { agent, token } = await loggedIn();
    provider.revoke(token);
    const res = await agent.put('/api/updateUser').set(FROM_SITE).send({ firstName: 'Camille' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
    expect((await agent.get('/api/session')).body.user).toBeNull();
  });

  it('answers 401 without a session, and the generic message on any other provider failure', async () => {
    const anonymous = await request(testApp({ PROVIDER_URL: provider.url }).app)
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ firstName: 'Camille' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(UNAUTHORIZED_MESSAGE);

    const { agent } = await loggedIn();
    const logs = capturedLogs();
    provider.failNext('/api/v2/users/settings', 503, { code: 'server_error' });
    const res = await agent.put('/api/updateUser').set(FROM_SITE).send({ firstName: 'Camille' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'provider_error',
      message: GENERIC_ERROR_MESSAGE,
      reference: res.headers['x-request-id'],
    });
    logs.stop();
    expect(logs.messages()).toContain('updateUser: provider answered 503 SERVER_ERROR');
  });
});
