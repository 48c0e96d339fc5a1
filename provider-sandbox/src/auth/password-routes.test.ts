import request from 'supertest';
import { CLIENT_ID, createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

/** The partner's server secret in these tests (the site never holds one: it does not call find_user_with_email). */
const PARTNER_SECRET = 'secret-serveur-du-partenaire';
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox({ SANDBOX_SITE_URL: 'http://localhost:3000', SANDBOX_PARTNER_SECRET: PARTNER_SECRET });
});
afterAll(() => sandbox.close());

const login = (email: string, password: string) =>
  request(sandbox.app).post('/api/fidmarques/v1/sdk/login').send({ client_id: CLIENT_ID, email, password });

describe('password reset through the mailbox', () => {
  it('mails a one-time link, resets the password and revokes older tokens', async () => {
    const { email, token } = await signUp(sandbox);
    await request(sandbox.app)
      .post('/api/v3/users/ask_to_reset_password')
      .send({ client_id: CLIENT_ID, email })
      .expect(200, { sent: true });
    const mailbox = await request(sandbox.app).get('/__sandbox/mailbox').query({ to: email }).expect(200);
    expect(mailbox.body.mails).toHaveLength(1);
    const mail = mailbox.body.mails[0] as { subject: string; body: string; reset_token: string };
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.body).toContain(`http://localhost:3000/reinitialiser-son-mot-de-passe?token=${mail.reset_token}`);

    const mismatch = await request(sandbox.app)
      .post('/api/v3/users/actually_reset_password')
      .send({ token: mail.reset_token, new_password: 'nouveaumotdepasse', new_password_confirmation: 'autre chose' })
      .expect(400);
    expect(mismatch.body.code).toBe('password_mismatch');
    const reset = await request(sandbox.app)
      .post('/api/v3/users/actually_reset_password')
      .send({
        token: mail.reset_token,
        new_password: 'nouveaumotdepasse',
        new_password_confirmation: 'nouveaumotdepasse',
      })
      .expect(200);
    expect(reset.body.user.email).toBe(email);
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token }).expect(401);
    await login(email, 'nouveaumotdepasse').expect(200);
    const reused = await request(sandbox.app)
      .post('/api/v3/users/actually_reset_password')
      .send({ token: mail.reset_token, new_password: 'encoreunautre', new_password_confirmation: 'encoreunautre' })
      .expect(400);
    expect(reused.body.code).toBe('invalid_token');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    await request(sandbox.app)
      .post('/api/v3/users/reset_password')
      .send({ email: 'inconnu@example.fr' })
      .expect(200, { sent: true });
    const mailbox = await request(sandbox.app)
      .get('/__sandbox/mailbox')
      .query({ to: 'inconnu@example.fr' })
      .expect(200);
    expect(mailbox.body.mails).toEqual([]);
  });

  it('expires reset links after an hour', async () => {
    const { email } = await signUp(sandbox);
    await request(sandbox.app).post('/api/v3/users/ask_to_reset_password').send({ email }).expect(200);
    const { body } = await request(sandbox.app).get('/__sandbox/mailbox').query({ to: email });
    sandbox.clock.advance(3601 * 1000);
    await request(sandbox.app)
      .post('/api/v3/users/actually_reset_password')
      .send({
        token: body.mails[0].reset_token,
        new_password: 'nouveaumotdepasse',
        new_password_confirmation: 'nouveaumotdepasse',
      })
      .expect(400);
  });
});

describe('change password and settings', () => {
  it('changes the password with the old one', async () => {
    const { email, token } = await signUp(sandbox, 'ancienmotdepasse');
    const wrong = await request(sandbox.app)
      .post('/api/v3/users/change_password')
      .query({ access_token: token })
      .send({
        old_password: 'pasleban',
        new_password: 'nouveaumotdepasse',
        new_password_confirmation: 'nouveaumotdepasse',
      })
      .expect(400);
    expect(wrong.body.code).toBe('wrong_password');
    await request(sandbox.app)
      .post('/api/v3/users/change_password')
      .query({ access_token: token })
      .send({
        old_password: 'ancienmotdepasse',
        new_password: 'nouveaumotdepasse',
        new_password_confirmation: 'nouveaumotdepasse',
      })
      .expect(200, { changed: true });
    await login(email, 'nouveaumotdepasse').expect(200);
  });

  it('logs the other devices out when the password changes; the device that changed it stays', async () => {
    const { email, token: here } = await signUp(sandbox, 'ancienmotdepasse');
    const elsewhere = (await login(email, 'ancienmotdepasse').expect(200)).body.access_token as string;
    const settings = (token: string) =>
      request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token });
    await settings(elsewhere).expect(200);
    await request(sandbox.app)
      .post('/api/v3/users/change_password')
      .query({ access_token: here })
      .send({
        old_password: 'ancienmotdepasse',
        new_password: 'nouveaumotdepasse',
        new_password_confirmation: 'nouveaumotdepasse',
      })
      .expect(200);
    await settings(elsewhere).expect(401);
    await settings(here).expect(200);
  });

  it('reads and updates the profile; an e-mail change needs the password and a free address', async () => {
    const { token } = await signUp(sandbox, 'motdepasse1');
    const taken = await signUp(sandbox);
    const updated = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ title: 'Mme', first_name: 'Zoé', phone: null })
      .expect(200);
    expect(updated.body.user).toMatchObject({ title: 'Mme', first_name: 'Zoé', last_name: 'Martin', phone: null });
    const noPassword = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ email: 'zoe@example.fr' })
      .expect(400);
    expect(noPassword.body.code).toBe('wrong_password');
    const clash = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ email: taken.email, password: 'motdepasse1' })
      .expect(400);
    expect(clash.body.code).toBe('account_already_exists');
    const moved = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ email: 'zoe@example.fr', password: 'motdepasse1' })
      .expect(200);
    expect(moved.body.user.email).toBe('zoe@example.fr');
    const badTitle = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ title: 'Dr' })
      .expect(400);
    expect(badTitle.body.invalid_parameter).toBe('title');
  });
});

describe('logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const { email, token } = await signUp(sandbox);
    const other = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email, password: 'motdepasse1' })
      .expect(200);
    const otherToken = (other.body as { access_token: string }).access_token;
    await request(sandbox.app)
      .post('/api/v3/users/logout')
      .query({ access_token: token })
      .expect(200, { revoked: true });
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: token }).expect(401);
    await request(sandbox.app).post('/api/v3/users/logout').query({ access_token: token }).expect(401);
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: otherToken }).expect(200);
  });
});

describe('partner calls', () => {
  it('reads the partner settings, creates users by external id and finds users by e-mail', async () => {
    const settings = await request(sandbox.app)
      .get('/api/v2/partners/settings')
      .query({ client_id: CLIENT_ID })
      .expect(200);
    expect(settings.body.partner).toEqual({ client_id: CLIENT_ID, name: 'La Grande Boutique', region: 'fr' });
    await request(sandbox.app).get('/api/v2/partners/settings').query({ client_id: 'autre' }).expect(403);

    const user = { email: 'externe@example.fr', external_id: 'ext-42', custom_fields: { source: 'magasin' } };
    const created = await request(sandbox.app).post('/api/v2/users').send({ client_id: CLIENT_ID, user }).expect(201);
    expect(created.body.user).toMatchObject({ external_id: 'ext-42', custom_fields: { source: 'magasin' } });
    const again = await request(sandbox.app).post('/api/v2/users').send({ client_id: CLIENT_ID, user }).expect(201);
    expect(again.body.user.id).toBe(created.body.user.id);
    await request(sandbox.app)
      .post('/api/v2/users')
      .send({ client_id: CLIENT_ID, user: { email: 'x@example.fr' } })
      .expect(400);

    // The public client id alone does not tell whether an e-mail has an account.
    for (const authorization of [undefined, 'Bearer mauvais-secret']) {
      const refused = request(sandbox.app)
        .get('/api/fidmarques/v1/sdk/find_user_with_email')
        .query({ client_id: CLIENT_ID, email: 'externe@example.fr' });
      if (authorization) void refused.set('Authorization', authorization);
      const answer = await refused.expect(403);
      expect(answer.body).toMatchObject({ code: 'forbidden' });
      expect(answer.body.exists).toBeUndefined();
    }
    const found = await request(sandbox.app)
      .get('/api/fidmarques/v1/sdk/find_user_with_email')
      .set('Authorization', `Bearer ${PARTNER_SECRET}`)
      .query({ client_id: CLIENT_ID, email: 'externe@example.fr' })
      .expect(200);
    expect(found.body).toEqual({ exists: true });
    const missing = await request(sandbox.app)
      .get('/api/fidmarques/v1/sdk/find_user_with_email')
      .set('Authorization', `Bearer ${PARTNER_SECRET}`)
      .query({ client_id: CLIENT_ID, email: 'non@example.fr' })
      .expect(200);
    expect(missing.body).toEqual({ exists: false });
  });
});
