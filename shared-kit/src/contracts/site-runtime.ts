import type { EventBus } from '../bus/event-bus';
import type { BasketPurchase, SessionUser } from '../bus/events';
import type { Kit } from '../kit/kit';
import type { FormStatus, SessionForm } from '../session/session-store';
import type { ServerFormState } from './server-render';
import type { LoginBody, SignupBody, UpdateUserBody } from './session-api';
import type { SiteConfig } from './site-config';

/**
 * What one page runs on, handed down from the host to every part of it (shared-ui `useSiteRuntime`): built once from
 * the page's singletons in the browser, and for each request on the server, so that no render reads or writes state
 * shared by two visitors. The QA shells build one too, tests a fake one (shared-ui/testing `fakeRuntime`).
 */
export interface SiteRuntime {
  /** The provider kit as pages use it: every call waits for the lifecycle's owner; the server's refuses every call. */
  kit: SiteKit;
  /** The visitor's session with our own backend (user, basket, the auth forms). */
  session: SiteSession;
  /** The page's event bus (shared-kit/EVENTS.md). */
  bus: EventBus;
  /** /config.json as the page started with it. */
  config: SiteConfig;
  /** The page's one time source: the schedule, guards, timers and the QA shell's moved clock read it. */
  clock: Clock;
  /** What the server answered for this page beside its loaders' reads (a form sent without JavaScript). */
  data: PageData;
}

export interface Clock {
  /** ms since the epoch. */
  now(): number;
}

/**
 * The kit's authorization: its lifecycle's owner (shared-ui kit-session) is the one writer (AUTH-4, KIT-2), so no
 * page is handed these.
 */
export type KitLifecycleMember =
  | 'configure'
  | 'init'
  | 'authorizeUserWithToken'
  | 'authorizeUserWithIdentifier'
  | 'authorizePartner'
  | 'unauthorizeUser';

/** The kit as a page gets it: every operation, never its authorization, nor its bus (the runtime's bus is the page's). */
export type SiteKit = Omit<Kit, KitLifecycleMember | 'bus'>;

/** The session as pages read and change it (shared-kit's SessionStore is one; the server's holds its visitor). */
export interface SiteSession {
  readonly user: SessionUser | null;
  readonly isLoggedIn: boolean;
  readonly basket: { purchases: BasketPurchase[] };
  readonly loginStatus: FormStatus;
  readonly signupStatus: FormStatus;
  readonly updateStatus: FormStatus;
  login(body: LoginBody): Promise<boolean>;
  signup(body: SignupBody): Promise<boolean>;
  updateUser(body: UpdateUserBody): Promise<boolean>;
  logout(): Promise<void>;
  saveBasket(purchases: BasketPurchase[]): Promise<void>;
  /**
   * Once the password changed: the user's other sessions on the site end, this one stays. Rejects when the site could
   * not be told.
   */
  endOtherSessions(): Promise<void>;
  resetStatus(form: SessionForm): void;
}

export type { FormStatus, SessionForm };

/** What a page starts from beside its loaders' reads. */
export interface PageData {
  /** The answer to the page's form sent without JavaScript. */
  form?: ServerFormState;
}
