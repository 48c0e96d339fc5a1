import { reaction } from 'mobx';
import { claimSharedKit, sessionStore } from 'shared-kit';
import { sessionViewKey, type SessionSource } from '../session/session-source';
import { shellKitFrom } from './shell-kit';

/**
 * The kit and the session store (MobX) as the shell uses them: a chunk of its own, loaded by `ShellKitSession` when
 * a page first needs them (shell-kit-session.ts), so a visitor without a session reads the home page without them.
 */
export const kit = claimSharedKit('host');

export const shellKit = shellKitFrom(kit);

/** The page-wide session store, with the changes it makes without a bus event (saveBasket) observed through MobX. */
export const storeSession: SessionSource = {
  get user() {
    return sessionStore.user;
  },
  get isLoggedIn() {
    return sessionStore.isLoggedIn;
  },
  get basket() {
    return sessionStore.basket;
  },
  load: () => sessionStore.load(),
  logout: () => sessionStore.logout(),
  saveBasket: (purchases) => sessionStore.saveBasket(purchases),
  reset: () => sessionStore.reset(),
  observe: (onChange) => reaction(() => sessionViewKey(sessionStore), onChange),
};
