import cookieSession from 'cookie-session';
import express from 'express';
import request from 'supertest';
import type { ServerFormState, SiteConfig } from 'shared-kit/contracts';
import { loginLimits, signupLimits } from '../api/rate-limits';
import { LOGIN_REFUSED_MESSAGE } from '../api/provider-errors';
import { ProviderError } from '../provider/provider-client';
import { formPosts, type FormPostsOptions } from './form-posts';

const FROM_SITE = { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' };
const LIMITS = { windowMs: 60_000, perAccountAddress: 5, perAccount: 50, perIp: 100, signupsPerIp: 100 };
const providerUser = {
  id: 1,
  email: 'camille@example.fr',
  title: null,
  first_name: 'Camille',
  last_name: 'Martin',
  phone: null,
};

function site(overrides: Partial<FormPostsOptions> = {}) {
  const answers: Array<{ status: number; form: ServerFormState; url: string }> = [];
  const provider = {
    login: jest.fn(async () => ({ user: providerUser, access_token: 'token', expires_at: '2030-01-01T00:00:00Z' })),
    signup: jest.fn(async () => ({ user: providerUser, access_token: 'token', expires_at: '2030-01-01T00:00:00Z' })),
    askToResetPassword: jest.fn(async () => undefined),
  };
  const checkForm = jest.fn(async (): Promise<Record<string, string> | null> => ({}));
  const app = express();
  app.use(
    formPosts({
      renderer: { checkForm },
      provider: provider as unknown as FormPostsOptions['provider'],
      config: {} as SiteConfig,
      cookieName: 'lgb_session',
      allowedOrigins: ['http://localhost:3000'],
      bodyLimits: { bytes: 10_000, timeoutMs: 10_000 },
      loginLimit: loginLimits(LIMITS),
      signupLimit: signupLimits(LIMITS),
      session: [cookieSession({ name: 'lgb_session', keys: ['test-key-0123456789abcdef0123456789'] })],
      postBudget: (_req, _res, next) => next(),
      answerWithPage: async (req, res, status, form) => {
        answers.push({ status, form, url: req.originalUrl });
        res.status(status).type('html').send('<p>la page</p>');
      },
      ...overrides,
    }),
  );
  return { app, provider, checkForm, answers };
}

describe('forms sent without JavaScript', () => {
  it('logs in and goes on to r when it is a local path, else to « Mon compte »', async () => {
    const { app, provider } = site();
    const done = await request(app)
      .post('/connexion/se-connecter?r=%2Fla-grande-boutique')
      .set(FROM_SITE)
      .type('form')
      .send({ email: ' Camille@Example.fr ', password: 'Fusilli-2025!' })
      .expect(303);
    expect(done.headers.location).toBe('/la-grande-boutique');
    expect(String(done.headers['set-cookie'])).toContain('lgb_session=');
    expect(provider.login).toHaveBeenCalledWith('camille@example.fr', 'Fusilli-2025!', expect.any(String));
    const elsewhere = await request(app)
      .post(`/connexion/se-connecter?r=${encodeURIComponent('//pirate.example/x')}`)
      .set(FROM_SITE)
      .type('form')
      .send({ email: 'camille@example.fr', password: 'Fusilli-2025!' })
      .expect(303);
    expect(elsewhere.headers.location).toBe('/mon-compte');
  });

  it('answers with the form’s own messages before anything reaches the provider, the password never kept', async () => {
    const { app, provider, checkForm, answers } = site();
    checkForm.mockResolvedValueOnce({ password: 'Merci de saisir votre mot de passe.' });
    await request(app)
      .post('/connexion/se-connecter')
      .set(FROM_SITE)
      .type('form')
      .send({ email: 'camille@example.fr', password: '' })
      .expect(400);
    expect(checkForm).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/connexion/se-connecter',
        values: { email: 'camille@example.fr', password: '' },
      }),
    );
    expect(answers).toEqual([
      {
        status: 400,
        url: '/connexion/se-connecter',
        form: { values: { email: 'camille@example.fr' }, errors: { password: 'Merci de saisir votre mot de passe.' } },
      },
    ]);
    expect(provider.login).not.toHaveBeenCalled();
  });

  it('says what the provider refused, with the e-mail kept, and nobody logged in', async () => {
    const { app, provider, answers } = site();
    provider.login.mockRejectedValueOnce(new ProviderError(400, 'wrong_password', 'Mot de passe erroné.'));
    const refused = await request(app)
      .post('/connexion/se-connecter')
      .set(FROM_SITE)
      .type('form')
      .send({ email: 'camille@example.fr', password: 'pas-le-bon' })
      .expect(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(answers[0]?.form).toEqual({ values: { email: 'camille@example.fr' }, error: LOGIN_REFUSED_MESSAGE });
  });

  it('refuses a form posted from another site', async () => {
    const { app, provider } = site();
    await request(app)
      .post('/connexion/se-connecter')
      .set({ Origin: 'https://pirate.example', 'Sec-Fetch-Site': 'cross-site' })
      .type('form')
      .send({ email: 'camille@example.fr', password: 'Fusilli-2025!' })
      .expect(403);
    expect(provider.login).not.toHaveBeenCalled();
  });

  it('signs up with the boxes ticked, and keeps the boxes and the names when the form refuses', async () => {
    const { app, provider, checkForm, answers } = site();
    const form = {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.fr',
      password: 'Fusilli-2025!',
      passwordConfirmation: 'Fusilli-2025!',
      // A box without a value attribute is sent as « on »; the form's own boxes are sent empty: both are ticked.
      termsAccepted: '',
    };
    checkForm.mockResolvedValueOnce({ adult: 'Le site est réservé aux personnes majeures.' });
    await request(app).post('/connexion/s-inscrire').set(FROM_SITE).type('form').send(form).expect(400);
    expect(answers[0]?.form.values).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.fr',
      termsAccepted: true,
      adult: false,
    });
    await request(app)
      .post('/connexion/s-inscrire')
      .set(FROM_SITE)
      .type('form')
      .send({ ...form, adult: 'on' })
      .expect(303);
    expect(provider.signup).toHaveBeenCalledWith(
      'camille@example.fr',
      'Fusilli-2025!',
      'Camille',
      'Martin',
      expect.any(String),
    );
  });

  it('asks for a reset e-mail and answers with the page saying it was sent', async () => {
    const { app, provider, answers } = site();
    await request(app)
      .post('/reinitialiser-son-mot-de-passe')
      .set(FROM_SITE)
      .type('form')
      .send({ email: 'camille@example.fr' })
      .expect(200);
    expect(provider.askToResetPassword).toHaveBeenCalledWith('camille@example.fr');
    expect(answers[0]?.form).toEqual({ values: {}, done: true });
  });
});
