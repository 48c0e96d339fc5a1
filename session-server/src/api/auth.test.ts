import request from 'supertest';
import { GENERIC_ERROR_MESSAGE } from '../http/errors';
import { LOGIN_REFUSED_MESSAGE } from './provider-errors';
import { PROFILE_TOO_LARGE_MESSAGE } from '../session/session-data';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { capturedLogs } from '../test-support/captured-logs';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.accounts.clear();
  provider.calls.length = 0;
});

const app = () => testApp({ PROVIDER_URL: provider.url }).app;
const camille = {
  email: 'camille@example.fr',
  password: 'pates-fraiches-2025',
  lastName: 'Durand',
  firstName: 'Camille',
  termsAccepted: true,
  adult: true,
};

describe('POST /api/signup', () => {
  it('creates the account, starts a session and returns the user', async () => {
    const agent = request.agent(app());
    const res = await agent.post('/api/signup').set(FROM_SITE).send(camille);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      title: null,
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      phone: null,
      tokens: { accessToken: expect.stringMatching(/^token-/) },
    });
    // The signup answer carries the user: the settings are not read a second time (the kit reads them).
    expect(provider.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/fidmarques/v1/sdk/signup']);
    expect(provider.calls[0]?.body).toEqual({
      client_id: 'la-grande-boutique-test',
      email: 'camille@example.fr',
      password: 'pates-fraiches-2025',
      first_name: 'Camille',
      last_name: 'Durand',
    });

    const session = await agent.get('/api/session');
    expect(session.body).toEqual({ user: res.body, basket: { purchases: [] } });
  });

  it('answers 400 account_already_exists with the provider message', async () => {
    await request(app()).post('/api/signup').set(FROM_SITE).send(camille);
    const res = await request(app()).post('/api/signup').set(FROM_SITE).send(camille);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'account_already_exists',
      message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('normalises the e-mail and rejects unknown fields and short passwords in French', async () => {
    const normalised = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, email: '  Camille@Example.FR ' });
    expect(normalised.status).toBe(201);
    expect(normalised.body.email).toBe('camille@example.fr');

    const unknown = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: 'invalid_parameter',
      message: 'Le champ «\u00a0isAdmin\u00a0» n’est pas accepté.',
      invalid_parameter: 'isAdmin',
      invalid_reason: 'unknown',
    });

    // A field named after an Object member is named as sent, never as Object's source code.
    const inherited = await request(app())
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: 'a@b.fr', password: 'x', constructor: 1 });
    expect(inherited.status).toBe(400);
    expect(inherited.body.message).toBe('Le champ «\u00a0constructor\u00a0» n’est pas accepté.');
    const short = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, password: 'court' });
    expect(short.body).toMatchObject({
      message: 'Le mot de passe doit contenir au moins 8 caractères, dont une lettre et un chiffre.',
      invalid_parameter: 'password',
      invalid_reason: 'too_weak',
    });
    // The forms' rule (AUTH-8), not only the provider's length: no digit, or past 200 characters, is refused too.
    for (const password of ['pates-fraiches', `a1${'x'.repeat(199)}`]) {
      const refused = await request(app())
        .post('/api/signup')
        .set(FROM_SITE)
        .send({ ...camille, password });
      expect([refused.status, refused.body.invalid_reason]).toEqual([
        400,
        password.length > 200 ? 'too_long' : 'too_weak',
      ]);
    }
    const missing = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Le champ «\u00a0nom\u00a0» est obligatoire.');
  });

  it.each([
    ['a NUL', 'Cam\u0000ille'],
    ['a right-to-left override', 'Camille\u202egnp.exe'],
    ['a line break', 'Camille\nMartin'],
    ['a zero-width space', 'Cam\u200bille'],
    ['a Hangul filler', '\u3164'],
    ['tag characters', 'Camille\u{e0041}\u{e0042}'],
    ['a soft hyphen', 'Cam\u00adille'],
  ])('refuses a name holding %s, in French, and opens no account', async (_what, firstName) => {
    const refused = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, email: 'controle@example.fr', firstName });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'invalid_parameter',
      message: 'Le champ «\u00a0prénom\u00a0» contient des caractères non autorisés.',
      invalid_parameter: 'firstName',
      invalid_reason: 'wrong_format',
    });
  });

  it('opens no account without the terms accepted and majority confirmed', async () => {
    const { termsAccepted: _terms, ...withoutTerms } = camille;
    const noTerms = await request(app()).post('/api/signup').set(FROM_SITE).send(withoutTerms);
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toMatchObject({
      invalid_parameter: 'termsAccepted',
      message:
        'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
    });
    const minor = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, adult: false });
    expect(minor.status).toBe(400);
    expect(minor.body).toMatchObject({
      invalid_parameter: 'adult',
      message: 'Le site est réservé aux personnes majeures\u00a0: merci de confirmer que vous avez 18 ans ou plus.',
    });
    const asText = await request(app())
      .post('/api/signup')
      .set(FROM_SITE)
      .send({ ...camille, adult: 'true' });
    expect(asText.status).toBe(400);
    expect(minor.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/login', () => {
  beforeEach(async () => {
    await request(app()).post('/api/signup').set(FROM_SITE).send(camille);
  });

  it('returns the user and keeps it in the session', async () => {
    const agent = request.agent(app());
    provider.calls.length = 0;
    const res = await agent
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: camille.email, firstName: 'Camille', lastName: 'Durand' });
    // The login answer carries the user: one provider call, no second read of the settings.
    expect(provider.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/fidmarques/v1/sdk/login']);
    expect((await agent.get('/api/session')).body.user).toEqual(res.body);
  });

  it("names the visitor's address to the provider on login and signup (its limits count per visitor, not per server)", async () => {
    provider.calls.length = 0;
    const visitor = { ...FROM_SITE, 'X-Forwarded-For': '203.0.113.44' };
    await request(app()).post('/api/login').set(visitor).send({ email: camille.email, password: camille.password });
    await request(app())
      .post('/api/signup')
      .set(visitor)
      .send({ ...camille, email: 'nouvelle@example.fr' });
    expect(provider.calls.map((call) => [call.path, call.forwardedFor])).toEqual([
      ['/api/fidmarques/v1/sdk/login', '203.0.113.44'],
      ['/api/fidmarques/v1/sdk/signup', '203.0.113.44'],
    ]);
  });

  it.each([
    ['a wrong password', camille.email, 'pas-le-bon'],
    ['an unknown e-mail', 'personne@example.fr', camille.password],
  ])('answers 400 unknown_email_or_password for %s', async (_case, email, password) => {
    const res = await request(app()).post('/api/login').set(FROM_SITE).send({ email, password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'unknown_email_or_password', message: LOGIN_REFUSED_MESSAGE });
  });

  it("passes the provider's own login limit on as a French 429", async () => {
    const message = 'Trop de tentatives, merci de réessayer dans 12 minutes.';
    provider.failNext('/api/fidmarques/v1/sdk/login', 429, { code: 'too_many_requests', user_message: message });
    const res = await request(app())
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'rate_limited', message });
  });

  it('gives the generic message when the provider fails, « réessayez dans un instant » when it is down', async () => {
    const logs = capturedLogs();
    provider.failNext('/api/fidmarques/v1/sdk/login', 500, { code: 'server_error', user_message: 'Oups' });
    const failed = await request(app())
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      error: 'provider_error',
      message: GENERIC_ERROR_MESSAGE,
      reference: failed.headers['x-request-id'],
    });

    // Down: every connection refused, the login sent again after each retry delay, then « réessayez dans un instant ».
    const unreachable = testApp({ PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TIMEOUT_MS: '2000' }).app;
    const down = await request(unreachable)
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({
      error: 'provider_unavailable',
      message: 'Le service de connexion est momentanément indisponible. Réessayez dans un instant.',
      reference: down.headers['x-request-id'],
    });
    logs.stop();
    const failures = logs.lines().filter((line) => line.msg?.includes('provider answered'));
    expect(failures.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      ['error', 'login: provider answered 500 SERVER_ERROR', failed.headers['x-request-id']],
      ['error', 'login: provider answered 0 unavailable', down.headers['x-request-id']],
    ]);
  });

  it('refuses with 413 a profile that would not fit in the cookie, rather than dropping it', async () => {
    const account = provider.accounts.get(camille.email);
    if (!account) throw new Error('signup in beforeEach did not create the account');
    account.last_name = 'D'.repeat(3500);
    const res = await request(app())
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'session_too_large', message: PROFILE_TOO_LARGE_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('replaces the whole previous session with a new cookie', async () => {
    const agent = request.agent(app());
    await agent.post('/api/login').set(FROM_SITE).send({ email: camille.email, password: camille.password });
    await agent
      .put('/api/updateBasketInSession')
      .set(FROM_SITE)
      .send({ purchases: [{ couponIdentifier: 'mug', quantity: 1 }] });
    const before = (await agent.get('/api/session')).body;
    const again = await agent
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: camille.email, password: camille.password });
    expect(again.headers['set-cookie']).toBeDefined();
    const after = (await agent.get('/api/session')).body;
    expect(before.basket.purchases).toHaveLength(1);
    expect(after.basket.purchases).toEqual([]);
    expect(after.user.tokens.accessToken).not.toBe(before.user.tokens.accessToken);
  });
});

describe('GET /api/session and DELETE /api/logout', () => {
  it('is anonymous without a cookie, and not cached', async () => {
    const res = await request(app()).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, basket: { purchases: [] } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads the session cookie among others, and takes no look-alike name for it', async () => {
    const agent = request(app());
    const signup = await agent.post('/api/signup').set(FROM_SITE).send(camille);
    const session = (signup.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]);
    const read = (cookie: string) => request(app()).get('/api/session').set('Cookie', cookie);
    const withOthers = await read(['lgb_lang=fr', ...session, 'tracking=1'].join('; '));
    expect(withOthers.body.user.email).toBe(camille.email);
    const lookAlike = await read(['not_lgb_session=1', 'lgb_session_old=2'].join('; '));
    expect(lookAlike.status).toBe(200);
    expect(lookAlike.body).toEqual({ user: null, basket: { purchases: [] } });
    expect(lookAlike.headers['set-cookie']).toBeUndefined();
  });

  it('logout clears the session and asks the browser to drop the cookies', async () => {
    const agent = request.agent(app());
    await agent.post('/api/signup').set(FROM_SITE).send(camille);
    const res = await agent.delete('/api/logout').set({ Origin: FROM_SITE.Origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, basket: { purchases: [] } });
    expect(res.headers['clear-site-data']).toBe('"cookies"');
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((cookie) =>
      cookie.startsWith('lgb_session='),
    );
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/session')).body.user).toBeNull();
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(app()).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});
