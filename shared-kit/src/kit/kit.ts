import { EventBus } from 'shared-kit/core';
import { KitLogger, type LogSink } from './lifecycle/logger';
import { KitStateMachine, type KitState } from './lifecycle/kit-state-machine';
import { accountOperations, type AccountOperations } from './operations/account';
import { authorizationOperations, type AuthorizationOperations } from './operations/authorization';
import { cardAndCatalogOperations, type CardAndCatalogOperations } from './operations/card-and-catalog';
import { codeOperations, type CodeOperations } from './operations/codes';
import { couponOperations, type CouponOperations } from './operations/coupons';
import { deprecatedOperations, type DeprecatedOperations } from './operations/deprecated';
import type { KitContext } from './operations/kit-context';
import { potOperations, type PotOperations } from './operations/pot';
import { receiptOperations, type ReceiptOperations } from './operations/receipts';
import { supportAndOfferOperations, type SupportAndOfferOperations } from './operations/support-and-offers';
import { timelineOperations, type TimelineOperations } from './operations/timeline';
import { uploadOperations, type UploadOperations } from './operations/uploads';
import { userInformationOperations, type UserInformationOperations } from './operations/user-informations';
import { browserTransport } from './transport/browser-transport';
import { ApiClient, type CallDeadlines } from './transport/api-client';
import type { Transport } from './transport/transport';
import type { ProviderUser } from './types/provider-types';
import { KIT_VERSION } from './version';

export interface KitOptions {
  bus?: EventBus;
  transport?: Transport;
  logSink?: LogSink;
  /** Waits before the two retries of a connection failure (KIT-6: 2 retries). */
  retryDelaysMs?: readonly [number, number];
  /** How long each kind of call waits for an answer (transport/api-client.ts DEFAULT_DEADLINES). */
  deadlines?: CallDeadlines;
  /** Told after each write to the provider (a call but GET, answered or not). */
  onWritten?: () => void;
}

/* The operation groups are mixed into the class: one flat API, as the provider's kit has. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the constructor assigns every group's methods, so the merged members exist
export interface Kit
  extends
    AuthorizationOperations,
    AccountOperations,
    CardAndCatalogOperations,
    CouponOperations,
    UserInformationOperations,
    CodeOperations,
    ReceiptOperations,
    TimelineOperations,
    PotOperations,
    SupportAndOfferOperations,
    UploadOperations,
    DeprecatedOperations {}

/**
 * The loyalty & receipt provider client (kit 1.4.8 semantics, KIT-1 to KIT-8). One instance per
 * page, shared by the host and every remote through Module Federation (see singleton.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class Kit {
  readonly version = KIT_VERSION;
  /** Lets tests and the singleton check tell two instances apart. */
  readonly instanceId = `kit-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  /** Observable (mobx) lifecycle state: read it inside an observer or a reaction. */
  readonly session = new KitStateMachine();
  readonly bus: EventBus;
  /** Whether the last call was answered: `connection:changed` is emitted when this changes. */
  private providerReachable = true;

  constructor(options: KitOptions = {}) {
    this.bus = options.bus ?? new EventBus();
    const logger = new KitLogger(options.logSink ?? console);
    const session = this.session;
    const api = new ApiClient({
      transport: options.transport ?? browserTransport,
      session: () => session.requireApiSession(),
      logger,
      retryDelaysMs: options.retryDelaysMs ?? [300, 1000],
      deadlines: options.deadlines,
      onWritten: options.onWritten,
      onReachability: (reachable) => {
        if (reachable === this.providerReachable) return;
        this.providerReachable = reachable;
        this.bus.emit('connection:changed', { reachable });
      },
      // SESSION-2: on an unauthorized answer the host logs the user out with a toast.
      onUnauthorized: (error) => {
        session.userUnauthorized();
        this.bus.emit('session:unauthorized', { reason: error.debug_message });
      },
    });
    const context: KitContext = { api, session, bus: this.bus, logger };
    const replacements = {
      ...cardAndCatalogOperations(context),
      ...couponOperations(context),
      ...potOperations(context),
      ...timelineOperations(context),
      ...uploadOperations(context),
    };
    Object.assign(
      this,
      authorizationOperations(context),
      accountOperations(context),
      userInformationOperations(context),
      codeOperations(context),
      receiptOperations(context),
      supportAndOfferOperations(context),
      replacements,
      deprecatedOperations(replacements, api),
    );
  }

  get state(): KitState {
    return this.session.state;
  }

  get isReady(): boolean {
    return this.session.isReady;
  }

  get isUserAuthorized(): boolean {
    return this.session.isUserAuthorized;
  }

  get user(): ProviderUser | null {
    return this.session.user;
  }

  /** ENV-1: prod-uat is the production provider in UAT mode. */
  get isUatMode(): boolean {
    return this.session.environment === 'prod-uat';
  }
}
