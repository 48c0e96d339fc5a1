import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { meetsPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';
// The real provider stand-in, in-process: checks that both sides read CONTRACT.md the same way.
import { CLIENT_ID, createTestSandbox, type TestSandbox } from 'provider-sandbox/testing';
import { FROM_SITE, testApp } from '../test-support/test-app';

let sandbox: TestSandbox;
let server: Server;
let providerUrl: string;

beforeAll(async () => {
  sandbox = createTestSandbox();
  server = await new Promise<Server>((resolve) => {
    const listening = sandbox.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  sandbox.close();
});

const lea = {
  email: 'lea.contrat@example.fr',
  password: 'motdepasse1',
  lastName: 'Martin',
  firstName: 'Léa',
  termsAccepted: true,
  adult: true,
};

describe('session server against provider-sandbox', () => {
  it('signs up, updates the profile, logs out and logs in again', async () => {
    const agent = request.agent(testApp({ PROVIDER_URL: providerUrl, KIT_CLIENT_ID: CLIENT_ID }).app);
    const signup = await agent.post('/api/signup').set(FROM_SITE).send(lea);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({
      email: lea.email,
      firstName: 'Léa',
      lastName: 'Martin',
      title: null,
      phone: null,
    });

    const updated = await agent.put('/api/updateUser').set(FROM_SITE).send({ title: 'Mme', phone: '0612345678' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Mme', phone: '0612345678' });

    const wrong = await agent
      .put('/api/updateUser')
      .set(FROM_SITE)
      .send({ email: 'autre@example.fr', password: 'pas-le-bon-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('unknown_email_or_password');
    expect(wrong.body.message).toEqual(expect.any(String));

    // The token of the session that ends stops working at the provider at once.
    const oldToken = (signup.body as { tokens: { accessToken: string } }).tokens.accessToken;
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: oldToken }).expect(200);
    expect((await agent.delete('/api/logout').set({ Origin: FROM_SITE.Origin })).status).toBe(200);
    await request(sandbox.app).get('/api/v2/users/settings').query({ access_token: oldToken }).expect(401);
    const login = await agent.post('/api/login').set(FROM_SITE).send({ email: lea.email, password: lea.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: lea.email, title: 'Mme', phone: '0612345678' });
  });

  it("takes the site's password rule at both ends, and refuses what lies past them as the site does (AUTH-8)", async () => {
    const { app } = testApp({ PROVIDER_URL: providerUrl, KIT_CLIENT_ID: CLIENT_ID });
    const ofLength = (length: number) => `${'a'.repeat(length - 1)}1`;
    // The shortest and the longest password the forms and the session server let through reach the provider, which
    // keeps them: the rule the site states is one its provider honours.
    for (const length of [8, 200]) {
      const password = ofLength(length);
      expect(meetsPasswordRule(password)).toBe(true);
      const signup = await request(app)
        .post('/api/signup')
        .set(FROM_SITE)
        .send({ ...lea, email: `lea.longueur${length}@example.fr`, password });
      expect(signup.status).toBe(201);
      const login = await request(app)
        .post('/api/login')
        .set(FROM_SITE)
        .send({ email: `lea.longueur${length}@example.fr`, password });
      expect(login.status).toBe(200);
    }
    // One character short of or past the rule: the site and the provider both refuse it.
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 200]);
    for (const [length, reason] of [
      [7, 'too_short'],
      [201, 'too_long'],
    ] as const) {
      const password = ofLength(length);
      expect(meetsPasswordRule(password)).toBe(false);
      const direct = await request(sandbox.app)
        .post('/api/fidmarques/v1/sdk/signup')
        .send({ client_id: CLIENT_ID, email: `lea.refus${length}@example.fr`, password });
      expect([direct.status, direct.body.invalid_reason]).toEqual([400, reason]);
    }
  });

  it('carries the sandbox messages for a taken e-mail and a wrong password', async () => {
    const { app } = testApp({ PROVIDER_URL: providerUrl, KIT_CLIENT_ID: CLIENT_ID });
    const taken = await request(app).post('/api/signup').set(FROM_SITE).send(lea);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      error: 'account_already_exists',
      message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
    const wrong = await request(app)
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: lea.email, password: 'mauvais-mot' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('unknown_email_or_password');
    expect(wrong.body.message).toMatch(/mot de passe/);
  });

  it('answers an unknown e-mail exactly as a wrong password: no telling which e-mails have an account', async () => {
    const { app } = testApp({ PROVIDER_URL: providerUrl, KIT_CLIENT_ID: CLIENT_ID });
    const wrong = await request(app)
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: lea.email, password: 'mauvais-mot' });
    const unknown = await request(app)
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: 'personne.inconnue@example.fr', password: 'mauvais-mot' });
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      error: 'unknown_email_or_password',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
  });

  it('a copy of the cookie taken before logout no longer reads the user, the e-mail or the token', async () => {
    const { app } = testApp({ PROVIDER_URL: providerUrl, KIT_CLIENT_ID: CLIENT_ID });
    const agent = request.agent(app);
    const login = await agent.post('/api/login').set(FROM_SITE).send({ email: lea.email, password: lea.password });
    expect(login.status).toBe(200);
    const cookies = (login.headers['set-cookie'] as unknown as string[])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(await agent.delete('/api/logout').set({ Origin: FROM_SITE.Origin })).toMatchObject({ status: 200 });
    const copy = await request(app).get('/api/session').set('Cookie', cookies);
    expect(copy.status).toBe(200);
    // Told once that its session ended elsewhere, and nothing of it.
    expect(copy.body).toEqual({ user: null, basket: { purchases: [] }, ended: true });
    expect(JSON.stringify(copy.body)).not.toContain(lea.email);
  });
});
