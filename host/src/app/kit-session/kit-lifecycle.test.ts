import { lifecycleKitFrom, siteKitFrom, uiStore, type KitSessionOwner, type LifecycleKit } from 'shared-ui';
import { EventBus, Kit, type ProviderUser, type SessionUser, type Transport } from 'shared-kit';
import { FakeSession, MARIE, TEST_CONFIG } from '../testing/shell-fixture';
import { KIT_RETRY_MS, kitStatusAtom, startKitSessionOwner, syncKitSession } from './kit-lifecycle';

/** A kit whose state moves as the real one does: not_configured → initialized → authorized. */
function statefulKit(): LifecycleKit & { calls: string[] } {
  const calls: string[] = [];
  let state = 'not_configured';
  let authorized = false;
  return {
    calls,
    get state() {
      return state;
    },
    get isUserAuthorized() {
      return authorized;
    },
    setUp: jest.fn(async (config) => {
      calls.push(`setUp ${config.region}/${config.environment}/${config.clientId}`);
      state = 'initialized';
    }),
    authorizeUser: jest.fn(async (token: string) => {
      calls.push(`authorize ${token}`);
      authorized = true;
      state = 'authorized';
    }),
    unauthorizeUser: jest.fn(async () => {
      authorized = false;
      state = 'initialized';
    }),
  };
}

describe('kit lifecycle (KIT-2)', () => {
  it('configures and inits from the configuration, then authorizes the session user', async () => {
    const kit = statefulKit();
    const session = new FakeSession(new EventBus(), MARIE);
    await expect(syncKitSession(kit, TEST_CONFIG, session)).resolves.toBe('ready');
    expect(kit.calls).toEqual(['setUp fr/test/test-client', 'authorize token-marie']);
    expect(uiStore.get(kitStatusAtom)).toBe('ready');
  });

  it('only configures for an anonymous visitor, and does nothing more when called again', async () => {
    const kit = statefulKit();
    const session = new FakeSession(new EventBus(), null);
    await syncKitSession(kit, TEST_CONFIG, session);
    await syncKitSession(kit, TEST_CONFIG, session);
    expect(kit.calls).toEqual(['setUp fr/test/test-client']);
  });

  it('sets the user up again when the kit lost its authorization while a user is logged in', async () => {
    const kit = statefulKit();
    const session = new FakeSession(new EventBus(), MARIE);
    await syncKitSession(kit, TEST_CONFIG, session);
    await kit.unauthorizeUser();
    await syncKitSession(kit, TEST_CONFIG, session);
    expect(kit.calls).toEqual(['setUp fr/test/test-client', 'authorize token-marie', 'authorize token-marie']);
  });

  it('runs one set-up at a time', async () => {
    const kit = statefulKit();
    const session = new FakeSession(new EventBus(), MARIE);
    await Promise.all([syncKitSession(kit, TEST_CONFIG, session), syncKitSession(kit, TEST_CONFIG, session)]);
    expect(kit.calls).toHaveLength(2);
  });

  it('reports a failed set-up without throwing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const kit = { ...statefulKit(), setUp: jest.fn(async () => Promise.reject(new Error('provider down'))) };
    await expect(syncKitSession(kit, TEST_CONFIG, new FakeSession(new EventBus(), null))).resolves.toBe('failed');
    expect(uiStore.get(kitStatusAtom)).toBe('failed');
  });
});

const LUC: SessionUser = { ...MARIE, firstName: 'Luc', email: 'luc@example.fr', tokens: { accessToken: 'token-luc' } };

function providerUser(id: number, email: string): ProviderUser {
  return {
    id,
    email,
    title: null,
    first_name: null,
    last_name: null,
    phone: null,
    external_id: null,
    custom_fields: {},
  };
}

const PROVIDER_USERS: Record<string, { user: ProviderUser; stars: number }> = {
  'token-marie': { user: providerUser(1, MARIE.email), stars: 120 },
  'token-luc': { user: providerUser(2, LUC.email), stars: 5 },
};

/**
 * The real kit behind the shell's adapter, on a provider that answers per access token. Answers
 * to the tokens listed in `hold` wait until `release()`: the user can log out meanwhile.
 */
function kitOnHeldProvider(hold: string[]) {
  const sent: string[] = [];
  const held: Array<() => void> = [];
  const transport: Transport = async (request) => {
    const token = new URL(request.url).searchParams.get('access_token') ?? '';
    sent.push(`${new URL(request.url).pathname} ${token}`);
    if (hold.includes(token)) await new Promise<void>((resume) => held.push(resume));
    const account = PROVIDER_USERS[token];
    if (!account) return { status: 401, body: { code: 'UNAUTHORIZED', debug_message: 'unknown token' } };
    if (request.url.includes('/users/settings')) return { status: 200, body: { user: account.user } };
    return { status: 200, body: { card_slots: [{ loyalty_card: { data: { available_points: account.stars } } }] } };
  };
  const kit = new Kit({
    transport,
    logSink: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    retryDelaysMs: [0, 0],
  });
  return {
    kit,
    lifecycle: lifecycleKitFrom(kit),
    sent,
    /** Requests waiting on the provider's answer. */
    heldCount: () => held.length,
    release() {
      hold.length = 0;
      held.splice(0).forEach((resume) => resume());
    },
  };
}

/** The kit as the page's runtime hands it (shared-ui `siteKitFrom`): each call waits for the owner. */
const pageKit = (kit: Kit, owner: KitSessionOwner) =>
  siteKitFrom({ current: () => kit, load: async () => kit, inStep: () => owner.ready() });

/** Lets the kit's awaits run until the provider has been asked (or nothing moves any more). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('kit lifecycle when the session changes during an authorization (AUTH-4)', () => {
  it('never leaves the kit with the previous user’s token after a logout during the authorization', async () => {
    const provider = kitOnHeldProvider(['token-marie']);
    const session = new FakeSession(new EventBus(), MARIE);
    // A logged-in page load starts the authorization; the provider has not answered yet.
    const pageLoad = syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    await settle();
    expect(provider.heldCount()).toBe(1);

    // Marie logs out before the answer, as logout-flow does: session first, then the kit.
    session.setUser(null);
    await provider.lifecycle.unauthorizeUser();
    const afterLogout = syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    const sentBeforeLogout = provider.sent.length;

    provider.release();
    await Promise.all([pageLoad, afterLogout]);
    expect(provider.kit.isUserAuthorized).toBe(false);

    // Luc logs in on the same page.
    session.setUser(LUC);
    await expect(syncKitSession(provider.lifecycle, TEST_CONFIG, session)).resolves.toBe('ready');
    expect(provider.kit.session.accessToken).toBe('token-luc');
    expect(provider.kit.user?.email).toBe(LUC.email);
    await expect(provider.kit.getStarBalance()).resolves.toBe(5);
    const sentAfterLogout = provider.sent.slice(sentBeforeLogout);
    expect(sentAfterLogout).not.toContainEqual(expect.stringContaining('token-marie'));
    expect(sentAfterLogout).toEqual(['/api/v2/users/settings token-luc', '/api/fidmarquesv3/card_slots token-luc']);
    expect(uiStore.get(kitStatusAtom)).toBe('ready');
  });

  it('does not hand a login the run started for the previous user, and runs one authorization at a time', async () => {
    const provider = kitOnHeldProvider(['token-marie']);
    const session = new FakeSession(new EventBus(), MARIE);
    const forMarie = syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    await settle();

    // The session now holds Luc (logout and login while Marie's authorization is pending).
    session.setUser(LUC);
    const forLuc = syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    await settle();
    // Luc's authorization waits for the run in progress: the kit is never asked twice at once.
    expect(provider.sent).toEqual(['/api/v2/users/settings token-marie']);

    provider.release();
    await expect(forLuc).resolves.toBe('ready');
    expect(provider.kit.session.accessToken).toBe('token-luc');
    expect(provider.kit.user?.email).toBe(LUC.email);
    await forMarie;
    expect(provider.kit.session.accessToken).toBe('token-luc');
    await expect(provider.kit.getStarBalance()).resolves.toBe(5);
  });

  it('unauthorizes a kit still authorized when nobody is logged in', async () => {
    const provider = kitOnHeldProvider([]);
    const session = new FakeSession(new EventBus(), MARIE);
    await syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    expect(provider.kit.isUserAuthorized).toBe(true);
    // The session ended without the kit being told (another tab, a reset).
    session.user = null;
    await expect(syncKitSession(provider.lifecycle, TEST_CONFIG, session)).resolves.toBe('ready');
    expect(provider.kit.isUserAuthorized).toBe(false);
  });

  it('authorizes the new user when the session switches users without a logout in between', async () => {
    const provider = kitOnHeldProvider([]);
    const session = new FakeSession(new EventBus(), MARIE);
    await syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    session.user = LUC;
    await syncKitSession(provider.lifecycle, TEST_CONFIG, session);
    expect(provider.kit.session.accessToken).toBe('token-luc');
    await expect(provider.kit.getStarBalance()).resolves.toBe(5);
  });
});

describe('the kit session owner: one path from the session to the kit', () => {
  const settingsReads = (sent: string[], token: string) =>
    sent.filter((line) => line === `/api/v2/users/settings ${token}`).length;

  it('authorizes at start-up and on each login, reading the settings once per token however often the kit is used', async () => {
    const provider = kitOnHeldProvider([]);
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    const owner = startKitSessionOwner(provider.lifecycle, TEST_CONFIG, session, bus);
    const kit = pageKit(provider.kit, owner);

    await expect(Promise.all([kit.getStarBalance(), kit.getStarBalance()])).resolves.toEqual([120, 120]);
    await expect(kit.getStarBalance()).resolves.toBe(120);
    expect(settingsReads(provider.sent, 'token-marie')).toBe(1);

    session.setUser(LUC);
    await expect(kit.getStarBalance()).resolves.toBe(5);
    await owner.ready();
    expect(settingsReads(provider.sent, 'token-luc')).toBe(1);
    expect(settingsReads(provider.sent, 'token-marie')).toBe(1);

    session.setUser(null);
    await expect(owner.ready()).resolves.toBe('ready');
    expect(provider.kit.isUserAuthorized).toBe(false);
    owner.stop();
    session.setUser(MARIE);
    await settle();
    expect(provider.kit.isUserAuthorized).toBe(false);
  });

  it('released (a failed logout before the reload), acts for nobody whatever the session still says', async () => {
    const provider = kitOnHeldProvider([]);
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    const owner = startKitSessionOwner(provider.lifecycle, TEST_CONFIG, session, bus);
    const kit = pageKit(provider.kit, owner);
    await expect(kit.getStarBalance()).resolves.toBe(120);
    expect(provider.kit.isUserAuthorized).toBe(true);

    await owner.release();
    expect(provider.kit.isUserAuthorized).toBe(false);
    // The session still names Marie: a page's kit call does not authorize her again.
    await owner.ready();
    session.setUser(MARIE);
    await owner.ready();
    expect(provider.kit.isUserAuthorized).toBe(false);
    expect(settingsReads(provider.sent, 'token-marie')).toBe(1);
    owner.stop();
  });

  it('makes a page’s kit call wait for the authorization in progress', async () => {
    const provider = kitOnHeldProvider(['token-marie']);
    const bus = new EventBus();
    const owner = startKitSessionOwner(provider.lifecycle, TEST_CONFIG, new FakeSession(bus, MARIE), bus);
    const balance = pageKit(provider.kit, owner).getStarBalance();
    await settle();
    expect(provider.sent).toEqual(['/api/v2/users/settings token-marie']);

    provider.release();
    await expect(balance).resolves.toBe(120);
    expect(provider.sent).toEqual(['/api/v2/users/settings token-marie', '/api/fidmarquesv3/card_slots token-marie']);
    owner.stop();
  });

  it('tries a failed authorization again by itself, so pages recover when the provider is back', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const kit = statefulKit();
      let providerUp = false;
      kit.authorizeUser = jest.fn(async (token: string) => {
        kit.calls.push(`authorize ${token}`);
        if (!providerUp) throw new Error('provider down');
        return statefulKit().authorizeUser(token);
      });
      const bus = new EventBus();
      const owner = startKitSessionOwner(kit, TEST_CONFIG, new FakeSession(bus, MARIE), bus);
      await jest.advanceTimersByTimeAsync(0);
      expect(uiStore.get(kitStatusAtom)).toBe('failed');

      await jest.advanceTimersByTimeAsync(KIT_RETRY_MS);
      expect(kit.calls.filter((call) => call.startsWith('authorize'))).toHaveLength(2);
      expect(uiStore.get(kitStatusAtom)).toBe('failed');

      providerUp = true;
      await jest.advanceTimersByTimeAsync(KIT_RETRY_MS);
      expect(uiStore.get(kitStatusAtom)).toBe('ready');
      owner.stop();
      await jest.advanceTimersByTimeAsync(KIT_RETRY_MS * 3);
      expect(kit.calls.filter((call) => call.startsWith('authorize'))).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
