import { reaction } from 'mobx';
import { carryAcrossTabs, claimSharedKit, sessionStore, type EventBus } from 'shared-kit';
import { sessionViewKey } from '../session/session-source';

/**
 * The kit and the session store (MobX) as the shell's runtime takes them: a chunk of its own, loaded by
 * `ShellKitSession` when a page first needs them (shell-kit-session.ts), so a visitor without a session reads the
 * home page without them.
 */
export const kit = claimSharedKit('host');

export const session = sessionStore;

/** The store's changes that send no bus event (saveBasket), observed through MobX. */
export const observe = (onChange: () => void) => reaction(() => sessionViewKey(sessionStore), onChange);

/** The visitor's other tabs hear this one's writes and this one theirs (shared-kit EVENTS.md « Across the tabs »). */
export const followOtherTabs = (bus: EventBus) => carryAcrossTabs(bus);
