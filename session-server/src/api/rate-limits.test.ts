import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { RATE_LIMITED_MESSAGE } from './rate-limits';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const limited = () =>
  testApp({ PROVIDER_URL: provider.url, RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_IP: '5', RATE_LIMIT_WINDOW_MS: '60000' }).app;
const attempt = (email: string) => ({ email, password: 'essai-essai' });

describe('rate limits of login and signup', () => {
  it('limits one account, whatever the spelling of its e-mail, with the French 429 and Retry-After', async () => {
    const app = limited();
    for (const email of ['camille@example.fr', 'Camille@example.fr', ' camille@EXAMPLE.fr']) {
      expect((await request(app).post('/api/login').set(FROM_SITE).send(attempt(email))).status).toBe(400);
    }
    const res = await request(app).post('/api/login').set(FROM_SITE).send(attempt('camille@example.fr'));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'rate_limited', message: RATE_LIMITED_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const other = await request(app).post('/api/login').set(FROM_SITE).send(attempt('dominique@example.fr'));
    expect(other.status).toBe(400);
  });

  it('limits one IP across accounts', async () => {
    const app = limited();
    for (let index = 0; index < 5; index += 1) {
      await request(app).post('/api/login').set(FROM_SITE).send(attempt(`personne${index}@example.fr`));
    }
    const res = await request(app).post('/api/login').set(FROM_SITE).send(attempt('encore@example.fr'));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('limits signup on its own budget', async () => {
    const app = limited();
    const signup = { email: 'camille@example.fr', password: 'pates-fraiches', lastName: 'Durand', firstName: 'Camille' };
    provider.accounts.clear();
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await request(app).post('/api/signup').set(FROM_SITE).send(signup)).status);
    }
    expect(statuses).toEqual([201, 400, 400, 429]);
    const login = await request(app).post('/api/login').set(FROM_SITE).send({ email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
  });
});
