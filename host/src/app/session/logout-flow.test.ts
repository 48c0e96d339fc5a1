import { EventBus } from 'shared-kit/core';
import { readFormDraft, writeFormDraft } from 'shared-ui';
import { fakeKit, FakeSession, MARIE, ownedKit } from '../testing/shell-fixture';
import { logoutAndGoHome } from './logout-flow';

/** A kit the lifecycle finds authorized with `token`. */
const authorizedFor = (token: string) => fakeKit({ session: { user: { id: 1 }, accessToken: token } });

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const CRITICAL_RELOAD_DELAY_MS = 5_000; // SESSION-3

describe('logout flow and the kit (AUTH-3, SESSION-2)', () => {
  it('leaves the kit to its owner after a logout: it follows the session to nobody', async () => {
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    const kit = authorizedFor(MARIE.tokens.accessToken);
    const navigateHome = jest.fn();
    const outcome = await logoutAndGoHome({
      session,
      kitOwner: ownedKit(session, bus, kit).kitOwner,
      navigateHome,
      reload: jest.fn(),
    });
    expect(outcome).toBe('done');
    expect(kit.unauthorizeUser).toHaveBeenCalledTimes(1);
    expect(navigateHome).toHaveBeenCalled();
  });

  it('unauthorizes the kit at once when the logout fails, not only after the 5 s reload', async () => {
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    session.logout.mockRejectedValueOnce(new Error('503'));
    const kit = authorizedFor(MARIE.tokens.accessToken);
    const timers: Array<[() => void, number]> = [];
    const reload = jest.fn();
    const outcome = await logoutAndGoHome({
      session,
      kitOwner: ownedKit(session, bus, kit).kitOwner,
      navigateHome: jest.fn(),
      reload,
      setTimer: (run, ms) => timers.push([run, ms]),
    });
    expect(outcome).toBe('reloading');
    // Through the lifecycle's owner, the kit's one writer, although the session still names the user.
    expect(kit.unauthorizeUser).toHaveBeenCalledTimes(1);
    expect(session.user).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(timers[0]?.[1]).toBe(CRITICAL_RELOAD_DELAY_MS);
  });

  it('still shows the critical error and plans the reload when the kit cannot be unauthorized', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    session.logout.mockRejectedValueOnce(new Error('503'));
    const kit = authorizedFor(MARIE.tokens.accessToken);
    kit.unauthorizeUser.mockRejectedValue(new Error('kit down'));
    const timers: Array<[() => void, number]> = [];
    const outcome = await logoutAndGoHome({
      session,
      kitOwner: ownedKit(session, bus, kit).kitOwner,
      navigateHome: jest.fn(),
      reload: jest.fn(),
      setTimer: (run, ms) => timers.push([run, ms]),
    });
    expect(outcome).toBe('reloading');
    expect(timers).toHaveLength(1);
    expect(kit.unauthorizeUser).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('forgets every form draft of the tab at logout', async () => {
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    writeFormDraft('order-information', MARIE.email, { city: 'Lyon' });
    writeFormDraft('participation-details-7', MARIE.email, { firstName: 'Marie' });
    await logoutAndGoHome({
      session,
      kitOwner: ownedKit(session, bus).kitOwner,
      navigateHome: jest.fn(),
      reload: jest.fn(),
    });
    expect(readFormDraft('order-information', MARIE.email)).toBeNull();
    expect(readFormDraft('participation-details-7', MARIE.email)).toBeNull();
  });
});
