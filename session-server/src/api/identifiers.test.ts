import request from 'supertest';
import { IDENTIFIER_MESSAGES } from 'shared-kit/contracts';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';

/**
 * The launch-day probe's look-alike accounts: e-mails with invisible characters or a Cyrillic letter, names that look
 * empty. The identifiers' one rule (shared-kit contracts identifier-rules.ts) holds at /api and in the forms posted
 * without JavaScript, before anything reaches the provider.
 */
let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.accounts.clear();
  provider.calls.length = 0;
});

const app = () => testApp({ PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile() }).app;
const camille = {
  email: 'victim@example.com',
  password: 'pates-fraiches-2025',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};
const signup = (fields: Partial<typeof camille>) =>
  request(app())
    .post('/api/signup')
    .set(FROM_SITE)
    .send({ ...camille, ...fields });

describe('an e-mail at /api', () => {
  it('is sent to the provider normalised (NFKC, lower case)', async () => {
    await signup({ email: ' ＶＩＣＴＩＭ@Example.COM ' }).expect(201);
    expect(provider.calls[0]?.body).toMatchObject({ email: 'victim@example.com' });
  });

  it.each([
    ['U+200B', 'vic\u200btim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+2060', 'victim@ex\u2060ample.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+3164', '\u3164victim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+202E', 'victim@example.com\u202e', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+2800', 'vic\u2800tim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['VS16', 'victim\ufe0f@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['a Cyrillic « а » in the domain', 'victim@exаmple.com', IDENTIFIER_MESSAGES.emailMixedScripts],
    ['a Cyrillic « і » in the local part', 'vіctim@example.com', IDENTIFIER_MESSAGES.emailMixedScripts],
  ])('with %s is refused at sign-up, in French, before the provider', async (_name, email, message) => {
    const refused = await signup({ email }).expect(400);
    expect(refused.body).toEqual({
      error: 'invalid_parameter',
      message,
      invalid_parameter: 'email',
      invalid_reason: 'wrong_format',
    });
    expect(provider.calls).toEqual([]);
  });

  it('is held to the same rule at login and in a profile change', async () => {
    const login = await request(app())
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: 'victim@exаmple.com', password: 'pates-fraiches-2025' })
      .expect(400);
    expect(login.body.message).toBe(IDENTIFIER_MESSAGES.emailMixedScripts);
    const agent = request.agent(app());
    await agent.post('/api/signup').set(FROM_SITE).send(camille).expect(201);
    const change = await agent
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ email: 'victim\ufe0f@example.com', password: camille.password })
      .expect(400);
    expect(change.body.message).toBe(IDENTIFIER_MESSAGES.emailInvisible);
  });
});

describe('a name at /api', () => {
  it.each([
    ['Braille blanks', '\u2800\u2800\u2800', 'Le champ «\u00a0prénom\u00a0» contient des caractères non autorisés.'],
    ['VS16 alone', '\ufe0f', 'Le champ «\u00a0prénom\u00a0» doit contenir au moins une lettre.'],
    ['digits', '007', 'Le champ «\u00a0prénom\u00a0» doit contenir au moins une lettre.'],
  ])('of %s is refused', async (_name, firstName, message) => {
    const refused = await signup({ firstName }).expect(400);
    expect(refused.body).toMatchObject({ message, invalid_parameter: 'firstName', invalid_reason: 'wrong_format' });
    expect(provider.calls).toEqual([]);
  });

  it('with a letter and an emoji is taken', async () => {
    await signup({ firstName: 'Léa ❤️' }).expect(201);
  });
});

describe('the sign-up form posted without JavaScript', () => {
  it('refuses a look-alike e-mail and an empty-looking name before the provider', async () => {
    const form = {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'victim@exаmple.com',
      password: camille.password,
      passwordConfirmation: camille.password,
      termsAccepted: 'on',
      adult: 'on',
    };
    const headers = { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' };
    await request(app()).post('/connexion/s-inscrire').set(headers).type('form').send(form).expect(400);
    await request(app())
      .post('/connexion/s-inscrire')
      .set(headers)
      .type('form')
      .send({ ...form, email: 'victim@example.com', lastName: '\ufe0f' })
      .expect(400);
    expect(provider.calls).toEqual([]);
    await request(app())
      .post('/connexion/s-inscrire')
      .set(headers)
      .type('form')
      .send({ ...form, email: 'victim@example.com' })
      .expect(303);
  });
});
