import { makeAutoObservable, runInAction } from 'mobx';
import {
  EventBus,
  type BasketPurchase,
  type Clock,
  type FormStatus,
  type PageData,
  type SessionUser,
  type SiteConfig,
  type SiteKit,
  type SiteRuntime,
  type SiteSession,
} from 'shared-kit/core';

/** /config.json as the session server builds it, for tests (the spec's schedule and its Paris instants). */
export const TEST_SITE_CONFIG: SiteConfig = {
  environment: 'test',
  siteUrl: 'http://localhost:3000',
  version: '1.0.0',
  remotes: {
    auth: 'http://a/mf.json',
    account: 'http://b/mf.json',
    shop: 'http://c/mf.json',
    game: 'http://d/mf.json',
  },
  kit: {
    region: 'fr',
    environment: 'test',
    clientId: 'test-client',
    baseUrls: { api: 'http://p', upload: 'http://p' },
  },
  game: {
    current: 4,
    schedule: {
      teasing: '2025-09-15T00:00:00',
      start: '2025-10-01T00:00:00',
      end: '2025-11-30T23:59:59',
      timezone: 'Europe/Paris',
    },
    // GAME-SCHEDULE-1 in Paris time: summer time (UTC+2) until 26 October, winter time (UTC+1) after.
    instants: {
      teasing: Date.parse('2025-09-14T22:00:00Z'),
      start: Date.parse('2025-09-30T22:00:00Z'),
      end: Date.parse('2025-11-30T22:59:59Z'),
    },
  },
  errorReporter: null,
};

/** A clock frozen at `at` (an ISO date-time or ms). */
export function fixedClock(at: string | number): Clock {
  const now = typeof at === 'number' ? at : Date.parse(at);
  return { now: () => now };
}

const IDLE: FormStatus = { loading: false, error: null, success: false };

/** A session for tests: observable as the store is, every change a jest mock that succeeds unless told otherwise. */
export interface FakeSession extends SiteSession {
  user: SessionUser | null;
  basket: { purchases: BasketPurchase[] };
  login: jest.Mock<Promise<boolean>>;
  signup: jest.Mock<Promise<boolean>>;
  updateUser: jest.Mock<Promise<boolean>>;
  logout: jest.Mock<Promise<void>>;
  saveBasket: jest.Mock<Promise<void>, [BasketPurchase[]]>;
  endOtherSessions: jest.Mock<Promise<void>>;
  resetStatus: jest.Mock;
  /** Every basket saved, in order. */
  readonly savedBaskets: BasketPurchase[][];
}

export function fakeSession({
  user = null,
  basket = [],
}: { user?: SessionUser | null; basket?: BasketPurchase[] } = {}): FakeSession {
  const savedBaskets: BasketPurchase[][] = [];
  const session: FakeSession = makeAutoObservable(
    {
      user,
      basket: { purchases: basket },
      loginStatus: IDLE,
      signupStatus: IDLE,
      updateStatus: IDLE,
      get isLoggedIn() {
        return session.user !== null;
      },
      login: jest.fn(async () => true),
      signup: jest.fn(async () => true),
      updateUser: jest.fn(async () => true),
      logout: jest.fn(async () => runInAction(() => void (session.user = null))),
      saveBasket: jest.fn(async (purchases: BasketPurchase[]) => {
        savedBaskets.push(purchases);
        runInAction(() => void (session.basket = { purchases }));
      }),
      endOtherSessions: jest.fn(async () => undefined),
      resetStatus: jest.fn(),
      savedBaskets,
    },
    // The mocks stay mocks (a test reads and replaces them); the arrays of what was saved stay plain.
    {
      login: false,
      signup: false,
      updateUser: false,
      logout: false,
      saveBasket: false,
      endOtherSessions: false,
      resetStatus: false,
      savedBaskets: false,
    },
  );
  return session;
}

/**
 * The fake's kit: the operations a test gives (jest mocks), and any other one throws, saying which: a page that calls
 * what its test did not expect fails loudly instead of waiting forever.
 */
function fakeKit(operations: object): SiteKit {
  return new Proxy(operations, {
    get(target, name) {
      if (name in target || typeof name === 'symbol' || name === 'then') return Reflect.get(target, name);
      if (name === 'instanceId') return 'kit-test';
      if (name === 'session') return { user: null, accessToken: null };
      return () => {
        throw new Error(`kit.${name}() is not faked in this test`);
      };
    },
  }) as SiteKit;
}

export interface FakeRuntimeOptions {
  /** The kit's operations the test fakes (jest mocks) and its `session` (whom it acts for: nobody by default). */
  kit?: object;
  session?: SiteSession;
  bus?: EventBus;
  config?: SiteConfig;
  clock?: Clock;
  data?: Partial<PageData>;
}

/** The runtime every test of a page or a hook renders with (shared-kit contracts `SiteRuntime`), each part faked. */
export function fakeRuntime(options: FakeRuntimeOptions = {}): SiteRuntime {
  return {
    kit: fakeKit(options.kit ?? {}),
    session: options.session ?? fakeSession(),
    bus: options.bus ?? new EventBus(),
    config: options.config ?? TEST_SITE_CONFIG,
    clock: options.clock ?? { now: () => Date.now() },
    data: { ...options.data },
  };
}
