import { EventBus, type SessionUser } from 'shared-kit/core';
import type { Kit, SessionStore } from 'shared-kit';
import { fakeKit, FakeSession, TEST_CONFIG } from '../testing/shell-fixture';
import { createShellKitSession, type ShellRuntimeChunk } from './shell-kit-session';

const MARIE: SessionUser = {
  title: null,
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@example.fr',
  phone: null,
  tokens: { accessToken: 'token-marie' },
};

/** A runtime chunk that arrives when the test says, with a session store holding `user` once read. */
function runtimeChunk(user: SessionUser | null) {
  const bus = new EventBus();
  const store = new FakeSession(bus, null);
  store.load.mockImplementation(async () => {
    store.user = user;
  });
  const kit = fakeKit({ state: 'not_configured', isUserAuthorized: false, instanceId: 'kit-1' });
  const followOtherTabs = jest.fn((_bus: EventBus) => () => undefined);
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(async (): Promise<ShellRuntimeChunk> => {
    await arrived;
    return {
      kit: kit as unknown as Kit,
      session: store as unknown as SessionStore,
      observe: (onChange) => bus.on('basket:changed', onChange),
      followOtherTabs,
    };
  });
  return { bus, store, kit, load, arrive, followOtherTabs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the kit and the session store, loaded after the first render', () => {
  it('shows nobody until loaded, loads once, reads the session and starts the kit’s owner', async () => {
    const chunk = runtimeChunk(MARIE);
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    expect(shell.session.isLoggedIn).toBe(false);
    expect(shell.session.user).toBeNull();
    expect(shell.session.basket).toEqual({ purchases: [] });
    expect(shell.kit.session).toEqual({ user: null, accessToken: null });
    expect(shell.instanceId).toBeUndefined();

    const first = shell.ready();
    const second = shell.ready();
    chunk.arrive();
    await Promise.all([first, second]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(chunk.store.load).toHaveBeenCalledTimes(1);
    // With the store, the page's bus starts following the visitor's other tabs, once.
    expect(chunk.followOtherTabs.mock.calls).toEqual([[chunk.bus]]);
    expect(shell.session.user).toEqual(MARIE);
    expect(shell.instanceId).toBe('kit-1');
    // The owner follows the session: the kit is set up and authorized for Marie.
    await shell.kitOwner.inStep();
    expect(chunk.kit.configure).toHaveBeenCalledWith({
      region: TEST_CONFIG.kit.region,
      environment: TEST_CONFIG.kit.environment,
      baseUrls: TEST_CONFIG.kit.baseUrls,
    });
    expect(chunk.kit.init).toHaveBeenCalledWith(TEST_CONFIG.kit.clientId);
    expect(chunk.kit.authorizeUserWithToken).toHaveBeenCalledWith('token-marie');
  });

  it('makes a kit call and a session change made before the load wait for it, then go to the kit and the store', async () => {
    const chunk = runtimeChunk(MARIE);
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    const products = shell.kit.getOffers();
    // The password form's end of the other sessions goes through the page's runtime, never the global store.
    const ended = shell.session.endOtherSessions();
    await flush();
    expect(chunk.kit.getOffers).not.toHaveBeenCalled();
    expect(chunk.store.endOtherSessions).not.toHaveBeenCalled();
    chunk.arrive();
    await expect(products).resolves.toEqual([]);
    await ended;
    expect(chunk.kit.getOffers).toHaveBeenCalledTimes(1);
    expect(chunk.store.endOtherSessions).toHaveBeenCalledTimes(1);
  });

  it('never hands a page the kit’s authorization: the lifecycle’s owner is its one writer', async () => {
    const chunk = runtimeChunk(MARIE);
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    chunk.arrive();
    await shell.ready();
    const pageKit = shell.kit as unknown as Pick<Kit, 'authorizeUserWithToken' | 'unauthorizeUser'>;
    await expect(pageKit.authorizeUserWithToken('token-luc')).rejects.toThrow(/one writer/);
    await expect(pageKit.unauthorizeUser()).rejects.toThrow(/one writer/);
    expect(chunk.kit.unauthorizeUser).not.toHaveBeenCalled();
  });

  it('tells the header once the session is known (a login in another tab shows)', async () => {
    const chunk = runtimeChunk(MARIE);
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    const changes = jest.fn();
    const loaded = jest.fn();
    shell.onLoaded(loaded);
    const stop = shell.session.observe?.(changes);
    chunk.arrive();
    await shell.ready();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    stop?.();
  });

  it('tries again with the next page that needs it when the chunk could not load', async () => {
    const chunk = runtimeChunk(null);
    chunk.load.mockRejectedValueOnce(new Error('ChunkLoadError: offline'));
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    await expect(shell.ready()).rejects.toThrow('offline');
    chunk.arrive();
    await expect(shell.ready()).resolves.toBeUndefined();
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('reads the session again when asked after the first load', async () => {
    const chunk = runtimeChunk(null);
    const shell = createShellKitSession({ config: Promise.resolve(TEST_CONFIG), bus: chunk.bus, load: chunk.load });
    chunk.arrive();
    await shell.session.load();
    expect(chunk.store.load).toHaveBeenCalledTimes(1);
    await shell.session.load();
    expect(chunk.store.load).toHaveBeenCalledTimes(2);
  });
});
