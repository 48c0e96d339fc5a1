import { EventBus, type ServerVisitor, type SiteConfig } from 'shared-kit/core';
import type { AppKit } from '../app/kit-session/shell-kit';
import type { SessionSource } from '../app/session/session-source';
import type { ShellDeps } from '../app/shell/shell-context';

/** The visitor a server-rendered page is for, as the session holds them (null: nobody logged in, an empty basket). */
function sessionOf(visitor: ServerVisitor | null): SessionSource {
  return {
    user: visitor?.user ?? null,
    isLoggedIn: visitor !== null,
    basket: { purchases: visitor?.basket.purchases ?? [] },
    load: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    saveBasket: () => Promise.resolve(),
    reset: () => undefined,
  };
}

const notOnTheServer = () => Promise.reject(new Error('The provider kit is only used in the browser.'));

/**
 * Server rendering draws what the page shows before any data arrives: every kit call is made
 * after hydration, in the browser. A call here would be a page reading data during render.
 */
const browserOnlyKit: AppKit = {
  state: 'unconfigured',
  isUserAuthorized: false,
  authorizedToken: null,
  setUp: notOnTheServer,
  authorizeUser: notOnTheServer,
  unauthorizeUser: notOnTheServer,
  starBalance: notOnTheServer,
  session: { user: null, accessToken: null },
  getCardSlots: notOnTheServer,
  getOffers: notOnTheServer,
  createSupportTicket: notOnTheServer,
  notificationFeed: notOnTheServer,
  inStep: notOnTheServer,
  release: notOnTheServer,
};

/** The shell's dependencies for one render at `now`, for `visitor` (null: anonymous). */
export function serverDeps(config: SiteConfig, now: number, visitor: ServerVisitor | null = null): ShellDeps {
  return {
    config,
    session: sessionOf(visitor),
    clock: { now: () => now },
    bus: new EventBus(),
    kit: browserOnlyKit,
  };
}
