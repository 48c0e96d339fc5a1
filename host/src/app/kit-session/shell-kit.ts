import type { Kit, SiteConfig } from 'shared-kit';
// Types only: the notifications' code (and its labels) loads with the logged-in header, never with the shell.
import type { NotificationFeed } from '../notifications/notification-source';

/** How many timeline messages the notifications show. */
const NOTIFICATION_LIMIT = 20;

export interface EligibleProduct {
  identifier: string;
  name: string;
  brand: string;
  ean: string;
  stars: number;
  imageUrl: string;
  imageUrl2x?: string;
}

/**
 * What the shell asks of the provider kit, in one place: the kit's own names may move while it
 * is completed, the shell's pages and tests do not. Tests pass a plain object.
 */
export interface ShellKit {
  /** 'authorized' once a user (or the partner) is authorized (spec §4 Kit lifecycle). */
  readonly state: string;
  readonly isUserAuthorized: boolean;
  /**
   * The access token the kit's user authorization uses, null without one. Spec §4 Auth: the kit
   * session is authorized with the session's access token, so "authorized" alone does not say
   * for whom. Optional: test doubles may not know it, the lifecycle then remembers the token of
   * its own last authorization.
   */
  readonly authorizedToken?: string | null;
  setUp(config: SiteConfig['kit']): Promise<void>;
  authorizeUser(accessToken: string): Promise<void>;
  unauthorizeUser(): Promise<void>;
  starBalance(): Promise<number>;
  /** Available and pending stars of the single card (the header chip shows both, issue 9). */
  starCard(): Promise<{ available: number; pending: number }>;
  eligibleProducts(): Promise<EligibleProduct[]>;
  createSupportTicket(ticket: { title: string; text: string; receiptUuid?: string }): Promise<void>;
  /** The latest timeline messages and the played codes: what the notifications are made of. */
  notificationFeed(): Promise<NotificationFeed>;
}

export function shellKitFrom(kit: Kit): ShellKit {
  return {
    get state() {
      return kit.state;
    },
    get isUserAuthorized() {
      return kit.isUserAuthorized;
    },
    get authorizedToken() {
      // While authorizeUserWithToken checks a token the kit already holds it; the lifecycle runs
      // one authorization at a time, so it only reads this between two of them.
      return kit.isUserAuthorized ? kit.session.accessToken : null;
    },
    async setUp(config) {
      await kit.configure({ region: config.region, environment: config.environment, baseUrls: config.baseUrls });
      await kit.init(config.clientId);
    },
    async authorizeUser(accessToken) {
      await kit.authorizeUserWithToken(accessToken);
    },
    async unauthorizeUser() {
      await kit.unauthorizeUser();
    },
    starBalance: () => kit.getStarBalance(),
    async starCard() {
      const { data } = await kit.getCard();
      return { available: data.available_points, pending: data.pending_points };
    },
    async eligibleProducts() {
      const offers = await kit.getOffers();
      return offers.map((offer) => ({
        identifier: offer.identifier,
        name: offer.name,
        brand: offer.brand,
        ean: offer.ean,
        stars: offer.stars,
        imageUrl: offer.image_url,
        imageUrl2x: offer.image_url_2x,
      }));
    },
    async createSupportTicket(ticket) {
      await kit.createZendesk(ticket);
    },
    async notificationFeed() {
      const [page, played] = await Promise.all([kit.getTimeline({ limit: NOTIFICATION_LIMIT }), kit.getPlayedCodes()]);
      return { timeline: page.messages, played };
    },
  };
}
