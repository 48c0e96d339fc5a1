import {
  KIT_RETRY_MS,
  kitStatusAtom,
  startKitSessionOwner,
  syncKitSession,
  type KitSessionOwner,
  type KitStatus,
} from 'shared-ui';
import type { AppKit, ShellKit } from './shell-kit';

// The lifecycle is shared-ui's, so that the QA shells run the very code the site runs.
export { KIT_RETRY_MS, kitStatusAtom, startKitSessionOwner, syncKitSession, type KitSessionOwner, type KitStatus };

/**
 * The kit as pages and the shell's features see it: each provider call waits until the owner has the
 * kit in step with the session, so no page drives the lifecycle and none calls the kit half set up.
 */
export function kitInStep(kit: ShellKit, owner: Pick<KitSessionOwner, 'ready' | 'release'>): AppKit {
  const afterReady =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await owner.ready();
      return call(...args);
    };
  return {
    get state() {
      return kit.state;
    },
    get isUserAuthorized() {
      return kit.isUserAuthorized;
    },
    get authorizedToken() {
      return kit.authorizedToken;
    },
    setUp: (config) => kit.setUp(config),
    authorizeUser: (token) => kit.authorizeUser(token),
    unauthorizeUser: () => kit.unauthorizeUser(),
    // The app never writes the kit's authorization itself: it asks the owner (one writer).
    inStep: async () => void (await owner.ready()),
    release: async () => void (await owner.release()),
    starBalance: afterReady(() => kit.starBalance()),
    get session() {
      return kit.session;
    },
    getCardSlots: afterReady(() => kit.getCardSlots()),
    getOffers: afterReady(() => kit.getOffers()),
    createSupportTicket: afterReady((ticket: Parameters<ShellKit['createSupportTicket']>[0]) =>
      kit.createSupportTicket(ticket),
    ),
    notificationFeed: afterReady(() => kit.notificationFeed()),
  };
}
