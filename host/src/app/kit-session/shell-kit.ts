import type { CardSlot, Kit, Offer } from 'shared-kit';
import { lifecycleKitFrom, type LifecycleKit } from 'shared-ui';
// Types only: the notifications' code (and its labels) loads with the logged-in header, never with the shell.
import type { NotificationFeed } from '../notifications/notification-source';

/** How many timeline messages the notifications show. */
const NOTIFICATION_LIMIT = 20;

/**
 * What the shell asks of the provider kit, in one place: the kit's own names may move while it
 * is completed, the shell's pages and tests do not. Tests pass a plain object.
 */
export interface ShellKit extends LifecycleKit {
  starBalance(): Promise<number>;
  /** Whom the kit acts for (the provider's user id keys the shared card cache, shared-ui/data). */
  readonly session: { user: { id: number } | null; accessToken: string | null };
  /** The single card slot: available and pending stars (the header chip shows both), as every remote reads it. */
  getCardSlots(): Promise<CardSlot[]>;
  /** The eligible products (public), read through shared-ui/data `useOffers` like every remote. */
  getOffers(): Promise<Offer[]>;
  createSupportTicket(ticket: { title: string; text: string; receiptUuid?: string }): Promise<void>;
  /** The latest timeline messages and the played codes: what the notifications are made of. */
  notificationFeed(): Promise<NotificationFeed>;
}

/**
 * The kit as the app gets it (`kitInStep`): its authorization is written by the lifecycle's owner alone. `inStep`
 * resolves once the kit follows the session on screen; `release` makes it act for nobody (a failed logout, before
 * the reload).
 */
export interface AppKit extends ShellKit {
  inStep(): Promise<void>;
  release(): Promise<void>;
}

export function shellKitFrom(kit: Kit): ShellKit {
  // The lifecycle's part (getters included) is shared-ui's, the one the QA shells use too.
  const operations: Omit<ShellKit, keyof LifecycleKit> = {
    starBalance: () => kit.getStarBalance(),
    // The kit's own observable session: readers re-key when the owner authorizes another user.
    get session() {
      return kit.session;
    },
    getCardSlots: () => kit.getCardSlots(),
    getOffers: () => kit.getOffers(),
    async createSupportTicket(ticket) {
      await kit.createZendesk(ticket);
    },
    async notificationFeed() {
      const [page, played] = await Promise.all([kit.getTimeline({ limit: NOTIFICATION_LIMIT }), kit.getPlayedCodes()]);
      return { timeline: page.messages, played };
    },
  };
  return Object.defineProperties(operations, Object.getOwnPropertyDescriptors(lifecycleKitFrom(kit))) as ShellKit;
}
