import { EventBus } from '../bus/event-bus';
import type { SessionUser } from '../bus/events';
import { SessionStore } from './session-store';
import type { FetchLike } from './session-request';
import { UNKNOWN_ERROR_MESSAGE } from '../contracts/session-api';

const user: SessionUser = {
  title: 'Mme',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: null,
  tokens: { accessToken: 'token-1' },
};

type Answer = Awaited<ReturnType<FetchLike>>;

function raw(status: number, text: string): Answer {
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
}

function json(status: number, body: unknown): Answer {
  return raw(status, JSON.stringify(body));
}

function setup(...answers: Array<Answer | Error>) {
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
  }
  const bus = new EventBus();
  const changes: Array<SessionUser | null> = [];
  const unauthorized: string[] = [];
  bus.on('session:changed', ({ user: changed }) => changes.push(changed));
  bus.on('session:unauthorized', ({ reason }) => unauthorized.push(reason));
  const store = new SessionStore({ bus, fetch: fetchMock });
  return { store, bus, fetchMock, changes, unauthorized };
}

describe('SessionStore.load', () => {
  it('reads the user and basket from GET /api/session and becomes ready', async () => {
    const { store, fetchMock, changes } = setup(
      json(200, { user, basket: { purchases: [{ couponIdentifier: 'mug', quantity: 2 }] } }),
    );
    expect(store.ready).toBe(false);
    await store.load();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
    expect(store.ready).toBe(true);
    expect(store.isLoggedIn).toBe(true);
    expect(store.user).toEqual(user);
    expect(store.basket.purchases).toEqual([{ couponIdentifier: 'mug', quantity: 2 }]);
    expect(changes).toEqual([user]);
  });

  it('is ready and logged out when the session is empty, without emitting a change', async () => {
    const { store, changes } = setup(json(200, { user: null, basket: { purchases: [] } }));
    await store.load();
    expect(store.ready).toBe(true);
    expect(store.isLoggedIn).toBe(false);
    expect(changes).toEqual([]);
  });

  it('says when the server dropped a session ended from elsewhere (session:ended), and only then', async () => {
    const { store, bus } = setup(json(200, { user: null, basket: { purchases: [] }, ended: true }));
    const ended = jest.fn();
    bus.on('session:ended', ended);
    await store.load();
    expect(store.isLoggedIn).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);

    const plain = setup(json(200, { user: null, basket: { purchases: [] } }));
    const none = jest.fn();
    plain.bus.on('session:ended', none);
    await plain.store.load();
    expect(none).not.toHaveBeenCalled();
  });

  it('still becomes ready when the server cannot be reached', async () => {
    const { store } = setup(new TypeError('Failed to fetch'));
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.load();
    expect(store.ready).toBe(true);
    expect(store.user).toBeNull();
    expect(consoleWarn).toHaveBeenCalled();
    consoleWarn.mockRestore();
  });
});

describe('SessionStore.login', () => {
  it('sends JSON, sets the user, flags success and emits session:changed', async () => {
    const { store, fetchMock, changes } = setup(json(200, { user }));
    const pending = store.login({ email: user.email, password: 'secret-1' });
    expect(store.loginStatus).toEqual({ loading: true, error: null, success: false });
    await expect(pending).resolves.toBe(true);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: user.email, password: 'secret-1' });
    expect(store.loginStatus).toEqual({ loading: false, error: null, success: true });
    expect(store.user).toEqual(user);
    expect(changes).toEqual([user]);
  });

  it('accepts the user returned unwrapped', async () => {
    const { store } = setup(json(200, user));
    await store.login({ email: user.email, password: 'secret-1' });
    expect(store.user).toEqual(user);
  });

  it("shows the server's message for unknown_email_or_password", async () => {
    const { store, changes } = setup(
      json(400, { error: 'unknown_email_or_password', message: 'E-mail ou mot de passe incorrect.' }),
    );
    await expect(store.login({ email: user.email, password: 'wrong' })).resolves.toBe(false);
    expect(store.loginStatus).toEqual({ loading: false, error: 'E-mail ou mot de passe incorrect.', success: false });
    expect(store.user).toBeNull();
    expect(changes).toEqual([]);
  });

  it("shows the 429 answer's own message", async () => {
    const { store } = setup(
      json(429, { error: 'rate_limited', message: 'Trop de tentatives, réessayez dans une minute.' }),
    );
    await store.login({ email: user.email, password: 'x' });
    expect(store.loginStatus.error).toBe('Trop de tentatives, réessayez dans une minute.');
  });

  it.each([
    ['a 400 with another code', json(400, { error: 'account_already_exists', message: 'Compte existant' })],
    ['a 500', json(500, { error: 'internal', message: 'boom' })],
    ['a body that is not JSON', raw(502, '<html>')],
    ['a success without a user', json(200, { ok: true })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows the generic message for %s', async (_label, answer) => {
    const { store } = setup(answer);
    await store.login({ email: user.email, password: 'x' });
    expect(store.loginStatus).toEqual({ loading: false, error: UNKNOWN_ERROR_MESSAGE, success: false });
    expect(store.user).toBeNull();
  });
});

describe('SessionStore.signup', () => {
  it('posts the four fields and logs the new user in', async () => {
    const { store, fetchMock, changes } = setup(json(201, { user }));
    const body = {
      email: user.email,
      password: 'Secret-123',
      firstName: 'Camille',
      lastName: 'Martin',
      termsAccepted: true as const,
      adult: true as const,
    };
    await expect(store.signup(body)).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/signup');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(body);
    expect(store.signupStatus).toEqual({ loading: false, error: null, success: true });
    expect(changes).toEqual([user]);
  });

  it("shows the server's message for account_already_exists only", async () => {
    const { store } = setup(
      json(400, { error: 'account_already_exists', message: 'Un compte existe déjà avec cet e-mail.' }),
      json(400, { error: 'unknown_email_or_password', message: 'ne doit pas apparaître' }),
    );
    const body = {
      email: user.email,
      password: 'Secret-123',
      firstName: 'C',
      lastName: 'M',
      termsAccepted: true as const,
      adult: true as const,
    };
    await store.signup(body);
    expect(store.signupStatus.error).toBe('Un compte existe déjà avec cet e-mail.');
    await store.signup(body);
    expect(store.signupStatus.error).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('SessionStore.updateUser', () => {
  it('puts the fields and replaces the user', async () => {
    const { store, fetchMock, changes } = setup(
      json(200, { user }),
      json(200, { user: { ...user, phone: '0601020304' } }),
    );
    await store.login({ email: user.email, password: 'x' });
    await expect(store.updateUser({ phone: '0601020304' })).resolves.toBe(true);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/updateUser');
    expect(store.user?.phone).toBe('0601020304');
    expect(store.updateStatus.success).toBe(true);
    expect(changes).toHaveLength(2);
  });

  it("shows the server's message for a wrong password", async () => {
    const { store } = setup(json(400, { error: 'unknown_email_or_password', message: 'Mot de passe incorrect.' }));
    await store.updateUser({ email: 'new@example.fr', password: 'wrong' });
    expect(store.updateStatus).toEqual({ loading: false, error: 'Mot de passe incorrect.', success: false });
  });

  it('reports a 401 as session:unauthorized so the host logs out', async () => {
    const { store, unauthorized } = setup(json(401, { error: 'unauthorized', message: 'Session expirée' }));
    await store.updateUser({ firstName: 'Léa' });
    expect(unauthorized).toHaveLength(1);
    expect(store.updateStatus.error).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('SessionStore.logout and reset', () => {
  it('deletes the session, clears every client trace and emits a null user', async () => {
    const { store, fetchMock, changes } = setup(
      json(200, { user, basket: { purchases: [{ couponIdentifier: 'mug', quantity: 1 }] } }),
      raw(204, ''),
    );
    await store.load();
    await store.logout();
    expect(fetchMock.mock.calls[1]).toEqual(['/api/logout', expect.objectContaining({ method: 'DELETE' })]);
    expect(store.user).toBeNull();
    expect(store.basket.purchases).toEqual([]);
    expect(store.ready).toBe(true);
    expect(changes).toEqual([user, null]);
  });

  it('still clears the client but rejects when the server fails, so the host can reload', async () => {
    const { store } = setup(json(200, { user }), json(500, { error: 'x', message: 'y' }));
    await store.login({ email: user.email, password: 'x' });
    await expect(store.logout()).rejects.toMatchObject({ status: 500, message: UNKNOWN_ERROR_MESSAGE });
    expect(store.user).toBeNull();
    expect(store.loginStatus.success).toBe(false);
  });

  it('resetStatus forgets one form only', async () => {
    const { store } = setup(
      json(400, { error: 'unknown_email_or_password', message: 'Non.' }),
      json(400, { error: 'account_already_exists', message: 'Déjà inscrit.' }),
    );
    await store.login({ email: user.email, password: 'x' });
    await store.signup({
      email: user.email,
      password: 'x',
      firstName: 'C',
      lastName: 'M',
      termsAccepted: true,
      adult: true,
    });
    store.resetStatus('login');
    expect(store.loginStatus).toEqual({ loading: false, error: null, success: false });
    expect(store.signupStatus.error).toBe('Déjà inscrit.');
  });
});

describe('SessionStore.saveBasket', () => {
  it('stores the purchases in the session, then locally', async () => {
    const { store, fetchMock } = setup(json(200, { purchases: [{ couponIdentifier: 'mug', quantity: 3 }] }));
    await store.saveBasket([{ couponIdentifier: 'mug', quantity: 3 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/updateBasketInSession');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      purchases: [{ couponIdentifier: 'mug', quantity: 3 }],
    });
    expect(store.basket.purchases).toEqual([{ couponIdentifier: 'mug', quantity: 3 }]);
  });

  it('keeps the previous basket and rejects when the session refuses it', async () => {
    const { store } = setup(json(413, { error: 'session_too_large', message: 'Trop gros' }));
    await expect(store.saveBasket([{ couponIdentifier: 'mug', quantity: 99 }])).rejects.toMatchObject({ status: 413 });
    expect(store.basket.purchases).toEqual([]);
  });
});

describe('SessionStore.endOtherSessions', () => {
  it('asks the site to end the other sessions and keeps this one', async () => {
    const { store, fetchMock, changes } = setup(json(200, { user, basket: { purchases: [] } }), json(200, {}));
    await store.load();
    await store.endOtherSessions();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/endOtherSessions');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
    expect(store.user).toEqual(user);
    expect(changes).toEqual([user]);
  });

  it('rejects when the site could not be told', async () => {
    const { store } = setup(json(502, { error: 'provider_error', message: 'Oups' }));
    await expect(store.endOtherSessions()).rejects.toMatchObject({ status: 502 });
  });
});
