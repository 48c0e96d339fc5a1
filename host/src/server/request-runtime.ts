import {
  EventBus,
  type FormStatus,
  type PageData,
  type ServerVisitor,
  type SiteConfig,
  type SiteRuntime,
} from 'shared-kit/core';
import { siteKitFrom } from 'shared-ui';
import type { SessionSource } from '../app/session/session-source';
import type { ShellServices } from '../app/shell/shell-context';

const IDLE: FormStatus = { loading: false, error: null, success: false };
const notOnTheServer = () => Promise.reject(new Error('Only the browser changes the session or calls the kit.'));

/** The visitor a server-rendered page is for, as the session holds them (null: nobody logged in, an empty basket). */
function sessionOf(visitor: ServerVisitor | null): SessionSource {
  return {
    user: visitor?.user ?? null,
    isLoggedIn: visitor !== null,
    basket: { purchases: visitor?.basket.purchases ?? [] },
    loginStatus: IDLE,
    signupStatus: IDLE,
    updateStatus: IDLE,
    load: () => Promise.resolve(),
    login: notOnTheServer,
    signup: notOnTheServer,
    updateUser: notOnTheServer,
    logout: notOnTheServer,
    saveBasket: notOnTheServer,
    endOtherSessions: notOnTheServer,
    resetStatus: () => undefined,
    reset: () => undefined,
  };
}

/**
 * The page's kit while React renders on the server: every call is refused (one would be a page reading data during
 * render). The loaders read before it, with the kit of the request (server-page.tsx).
 */
const serverKit = siteKitFrom({
  current: () => null,
  load: () => Promise.reject(new Error('The provider kit is only used in the browser.')),
  inStep: () => Promise.resolve(),
});

export interface RequestRuntime {
  runtime: SiteRuntime;
  services: ShellServices;
}

/**
 * The runtime of one request's render: its own session (the visitor's), bus, clock frozen at the request's instant
 * and data. Nothing in it is shared with another request's render, so two renders may run at once.
 */
export function requestRuntime(
  config: SiteConfig,
  now: number,
  visitor: ServerVisitor | null,
  data: PageData,
): RequestRuntime {
  const session = sessionOf(visitor);
  return {
    runtime: { kit: serverKit, session, bus: new EventBus(), config, clock: { now: () => now }, data },
    services: {
      session,
      kitOwner: { inStep: () => Promise.resolve(), release: () => Promise.resolve() },
    },
  };
}
