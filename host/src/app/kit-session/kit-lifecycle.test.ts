import { uiStore } from 'shared-ui';
import { EventBus } from 'shared-kit';
import { FakeSession, fakeKit, MARIE, TEST_CONFIG } from '../testing/shell-fixture';
import type { ShellKit } from './shell-kit';
import { kitStatusAtom, syncKitSession } from './kit-lifecycle';

/** A kit whose state moves as the real one does: not_configured → initialized → authorized. */
function statefulKit(): ShellKit & { calls: string[] } {
  const calls: string[] = [];
  let state = 'not_configured';
  let authorized = false;
  return {
    ...fakeKit(),
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

describe('kit lifecycle (spec §4)', () => {
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
