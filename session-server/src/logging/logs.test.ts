/**
 * What the server's logs hold after real requests through the whole app: one JSON line per request with its id,
 * the id sent on to the provider, and nothing personal or secret (README « Logs and metrics »).
 */
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { fakeRendererFile } from '../test-support/fake-renderer';
import { capturedLogs, type CapturedLogs } from '../test-support/captured-logs';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { logLevelOf } from './logger';

const camille = {
  email: 'camille.secrete@example.fr',
  password: 'Mot-De-Passe-Tres-Secret-42',
  lastName: 'Durandeau',
  firstName: 'Camillette',
  termsAccepted: true,
  adult: true,
};
const WRONG_PASSWORD = 'Essai-De-Deviner-99';
const PHONE = '0612345678';
const RESET_TOKEN = 'jeton-de-reinitialisation-0123456789';

describe('logs of real requests', () => {
  let provider: FakeProvider;
  let logs: CapturedLogs;
  const secrets: Record<string, string> = {
    email: camille.email,
    'e-mail (URL-encoded)': encodeURIComponent(camille.email),
    password: camille.password,
    'wrong password': WRONG_PASSWORD,
    'first name': camille.firstName,
    'last name': camille.lastName,
    phone: PHONE,
    'reset token': RESET_TOKEN,
  };
  const answers: request.Response[] = [];
  const named = new Map<string, request.Response>();

  beforeAll(async () => {
    provider = await startFakeProvider();
    // Before the app: its loggers are made at the capture's level, the most talkative.
    logs = capturedLogs('trace');
    const { app } = testApp({ PROVIDER_URL: provider.url, HOST_SERVER_RENDER: fakeRendererFile() });
    const agent = request.agent(app);
    const send = async (pending: request.Test, name?: string) => {
      const answer = await pending;
      answers.push(answer);
      if (name) named.set(name, answer);
      return answer;
    };

    const signup = await send(agent.post('/api/signup').set(FROM_SITE).send(camille));
    expect(signup.status).toBe(201);
    secrets['access token'] = signup.body.tokens.accessToken;
    for (const cookie of signup.headers['set-cookie'] as unknown as string[]) {
      secrets[`cookie ${cookie.split('=')[0]}`] = cookie.split(';')[0]!.split('=').slice(1).join('=');
    }
    expect((await send(agent.put('/api/updateUser').set(FROM_SITE).send({ phone: PHONE }))).status).toBe(200);
    const wrong = { email: camille.email, password: WRONG_PASSWORD };
    expect((await send(request(app).post('/api/login').set(FROM_SITE).send(wrong))).status).toBe(400);
    // The visitor's own page, rendered for them (their card slots read with their token).
    const page = await send(agent.get('/mon-compte').set('Accept', 'text/html'), 'visitor page');
    expect(page.text).toContain(`Bonjour ${camille.firstName} ${camille.lastName}`);
    expect((await send(request(app).get('/faq').set('Accept', 'text/html'))).status).toBe(200);
    await send(request(app).get(`/mot-de-passe/reinitialiser?token=${RESET_TOKEN}`).set('Accept', 'text/html'));
    // Errors: a render that throws (the page falls back to the browser's render) and a provider that fails.
    expect((await send(request(app).get('/panne').set('Accept', 'text/html'), 'render bug')).status).toBe(200);
    provider.failNext('/api/fidmarques/v1/sdk/login', 500, { code: 'server_error', user_message: camille.email });
    const right = { email: camille.email, password: camille.password };
    expect((await send(request(app).post('/api/login').set(FROM_SITE).send(right))).status).toBe(502);
    const form = `email=${encodeURIComponent(camille.email)}&password=${WRONG_PASSWORD}`;
    const formPost = request(app).post('/connexion/se-connecter?r=%2Fmon-compte').set('Origin', FROM_SITE.Origin);
    await send(formPost.type('form').send(form));
    logs.stop();
  });
  afterAll(() => provider.close());

  it('hold no e-mail, password, token, cookie, name or phone number', () => {
    const text = logs.text();
    expect(text.length).toBeGreaterThan(1000);
    const found = Object.entries(secrets).filter(([, secret]) => text.includes(secret));
    expect(found.map(([what]) => what)).toEqual([]);
  });

  it('are JSON lines, one per request, with its id, method, address, status and duration', () => {
    const completed = logs.lines().filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(answers.length);
    for (const [index, answer] of answers.entries()) {
      const line = completed[index]!;
      expect(line).toMatchObject({
        service: 'session-server',
        reqId: answer.headers['x-request-id'],
        status: answer.status,
        responseTime: expect.any(Number),
      });
      expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['req', 'res', 'headers']));
    }
    expect(completed.map((line) => line.url)).toContain('/mot-de-passe/reinitialiser?token=[redacted]');
    expect(completed.map((line) => line.url)).toContain('/connexion/se-connecter?r=%2Fmon-compte');
    expect(completed.find((line) => line.status === 502)?.level).toBe('error');
  });

  it('say what failed, with the id of the request it failed in', () => {
    const lines = logs.lines();
    const render = lines.find((line) => line.msg === 'server render failed');
    const reqId = named.get('render bug')?.headers['x-request-id'];
    expect(render).toMatchObject({ level: 'error', url: '/panne', reqId });
    const provider500 = lines.find((line) => line.msg === 'login: provider answered 500 SERVER_ERROR');
    expect(provider500?.reqId).toBe(answers.find((answer) => answer.status === 502)?.headers['x-request-id']);
  });

  it('send each request id on to the provider with every call made for it', () => {
    const ids = new Set(answers.map((answer) => answer.headers['x-request-id']));
    expect(provider.calls.length).toBeGreaterThanOrEqual(5);
    for (const call of provider.calls) expect(ids).toContain(call.requestId);
    const page = named.get('visitor page');
    expect(provider.calls.find((call) => call.path === '/api/fidmarquesv3/card_slots')?.requestId).toBe(
      page?.headers['x-request-id'],
    );
  });
});

describe('request ids', () => {
  const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9' });

  it('keeps a well-formed X-Request-Id from the proxy and answers with it', async () => {
    const res = await request(app).get('/config.json').set('X-Request-Id', '0f3c9a7e5b1d4c2a8e6f0a1b2c3d4e5f');
    expect(res.headers['x-request-id']).toBe('0f3c9a7e5b1d4c2a8e6f0a1b2c3d4e5f');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['too short', 'abc'],
    ['with spaces or quotes', 'abc def "level":"fatal"'],
  ])('replaces one %s with a new one', async (_what, id) => {
    const res = await request(app).get('/config.json').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('LOG_LEVEL', () => {
  it('is info by default, quiet in tests, and any pino level when set', () => {
    expect(logLevelOf({})).toEqual({ level: 'info', quiet: false });
    expect(logLevelOf({ NODE_ENV: 'test' })).toEqual({ level: 'info', quiet: true });
    expect(logLevelOf({ NODE_ENV: 'test', LOG_LEVEL: 'debug' })).toEqual({ level: 'debug', quiet: false });
    expect(logLevelOf({ LOG_LEVEL: 'WARN' })).toEqual({ level: 'warn', quiet: false });
    expect(logLevelOf({ LOG_LEVEL: 'bavard' })).toEqual({ level: 'info', quiet: false, unknown: 'bavard' });
  });
});
