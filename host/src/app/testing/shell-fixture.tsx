import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import {
  EventBus,
  type BasketPurchase,
  type Clock,
  type FormStatus,
  type LoadedReads,
  type SessionUser,
  type SiteConfig,
  type SiteRuntime,
} from 'shared-kit/core';
import type { CardSlot, Kit } from 'shared-kit';
import { lifecycleKitFrom, siteKitFrom } from 'shared-ui';
import { fixedClock, TEST_SITE_CONFIG } from 'shared-ui/testing';
import { App } from '../App';
import { startKitSessionOwner } from '../kit-session/kit-lifecycle';
import type { KitOwnerView } from '../kit-session/shell-kit-session';
import { createRoutes, routeContext, type PageModule } from '../routes/create-routes';
import type { RouteDef } from '../routes/route-table';
import type { PageComponent } from '../remotes/remote-unavailable-error';
import { GameStorageKeeper } from '../guards/GameSection';
import type { SessionSource } from '../session/session-source';
import type { ShellServices } from '../shell/shell-context';

/** The tests' configuration (shared-ui/testing), with the legal identity the legal notices show. */
export const TEST_CONFIG: SiteConfig = {
  ...TEST_SITE_CONFIG,
  legal: {
    publisher: {
      name: 'Pâtes Test SAS',
      address: '1 rue du Test, 75000 Paris',
      registration: 'RCS Paris 111 111 111',
      director: 'Camille Test',
      email: 'legal@test.example',
    },
    host: { name: 'Hébergeur Test', address: '2 rue du Serveur, 59000 Lille', phone: '03 20 00 00 00' },
  },
};

/** Dates against DEFAULT_GAME_SCHEDULE (GAME-SCHEDULE-1), in Paris time. */
export const DURING_GAME = '2025-10-15T12:00:00+02:00';
export const DURING_TEASING = '2025-09-20T12:00:00+02:00';
export const AFTER_GAME = '2025-12-01T00:00:01+01:00';

export const MARIE: SessionUser = {
  title: 'Mme',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie@example.fr',
  phone: null,
  tokens: { accessToken: 'token-marie' },
};

const IDLE: FormStatus = { loading: false, error: null, success: false };

/** A session the test drives: it announces changes on the bus as the real store does. */
export class FakeSession implements SessionSource {
  user: SessionUser | null;
  basket: { purchases: BasketPurchase[] } = { purchases: [] };
  loginStatus = IDLE;
  signupStatus = IDLE;
  updateStatus = IDLE;
  logout = jest.fn(async () => this.setUser(null));
  load = jest.fn(async () => undefined);
  saveBasket = jest.fn(async (purchases: BasketPurchase[]) => {
    this.basket = { purchases };
  });
  reset = jest.fn(() => this.setUser(null));
  login = jest.fn(async () => true);
  signup = jest.fn(async () => true);
  updateUser = jest.fn(async () => true);
  endOtherSessions = jest.fn(async () => undefined);
  resetStatus = jest.fn();

  constructor(
    private readonly bus: EventBus,
    user: SessionUser | null = null,
  ) {
    this.user = user;
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
    this.bus.emit('session:changed', { user });
  }
}

/** A card slot as the provider answers it: available and pending stars. */
export function cardSlot(available: number, pending: number): CardSlot {
  return { loyalty_card: { data: { available_points: available, pending_points: pending } } } as CardSlot;
}

/** What the shell's tests fake of the kit: its lifecycle (state and authorization) and the operations the shell calls. */
export interface FakeKit {
  state: string;
  isUserAuthorized: boolean;
  instanceId: string;
  session: { user: { id: number } | null; accessToken: string | null };
  configure: jest.Mock;
  init: jest.Mock;
  authorizeUserWithToken: jest.Mock;
  unauthorizeUser: jest.Mock;
  getCardSlots: jest.Mock;
  getOffers: jest.Mock;
  createZendesk: jest.Mock;
  getTimeline: jest.Mock;
  getPlayedCodes: jest.Mock;
}

/**
 * A kit authorized for a user (id 1) whose authorization follows what the lifecycle asks of it, with the operations
 * the shell calls as jest mocks.
 */
export function fakeKit(overrides: Partial<FakeKit> = {}): FakeKit {
  const kit: FakeKit = {
    state: 'authorized',
    isUserAuthorized: true,
    instanceId: 'kit-shell-test',
    session: { user: { id: 1 }, accessToken: 'token-fake' },
    configure: jest.fn(async () => undefined),
    init: jest.fn(async () => {
      kit.state = 'initialized';
    }),
    authorizeUserWithToken: jest.fn(async (token: string) => {
      kit.isUserAuthorized = true;
      kit.state = 'authorized';
      kit.session = { user: { id: 1 }, accessToken: token };
    }),
    unauthorizeUser: jest.fn(async () => {
      kit.isUserAuthorized = false;
      kit.state = 'initialized';
      kit.session = { user: null, accessToken: null };
    }),
    getCardSlots: jest.fn(async () => [cardSlot(42, 0)]),
    getOffers: jest.fn(async () => []),
    createZendesk: jest.fn(async () => undefined),
    getTimeline: jest.fn(async () => ({ messages: [] })),
    getPlayedCodes: jest.fn(async () => []),
    ...overrides,
  };
  return kit;
}

/**
 * A fake kit as the page gets it (shared-ui `siteKitFrom`): driven by its own lifecycle owner, which follows
 * `session` (as bootstrap does).
 */
export function ownedKit(session: FakeSession, bus: EventBus, kit: FakeKit = fakeKit(), config = TEST_CONFIG) {
  const owner = startKitSessionOwner(lifecycleKitFrom(kit as unknown as Kit), config, session, bus);
  const siteKit = siteKitFrom({
    current: () => kit as unknown as Kit,
    load: async () => kit as unknown as Kit,
    inStep: () => owner.ready(),
  });
  const kitOwner: KitOwnerView = { inStep: () => owner.ready(), release: () => owner.release() };
  return { kit: siteKit, kitOwner, owner };
}

/** A route's page as a test gives it: its component, or its whole module (its loader, its subject). */
export type PageLoader = (route: RouteDef) => Promise<PageComponent | PageModule>;

const asModule = (page: PageComponent | PageModule): PageModule =>
  typeof page === 'function' ? { default: page } : page;

/** Every page is a stub naming its route, so the tests see where the router landed. */
export const stubPages: PageLoader = async (route) =>
  function StubPage() {
    return <p data-testid={`page-${route.name}`}>{route.title}</p>;
  };

export interface ShellOptions {
  path: string;
  user?: SessionUser | null;
  at?: string;
  clock?: Clock;
  kit?: FakeKit;
  load?: PageLoader;
  config?: SiteConfig;
  /** What the site's loader read for the page, as hydration gives it (the header's stars), and for whom. */
  loaded?: LoadedReads;
  loadedFor?: string;
  /** The kit's loading after the first render (bootstrap's ShellKitSession), given the test's session. */
  kitLoading?: (session: FakeSession) => ShellServices['kitLoading'];
  /** How long the loaders' reads may hold a page, as bootstrap's navigation deadline (absent: until they end). */
  readDeadlineMs?: number;
}

export function renderShell(options: ShellOptions) {
  const bus = new EventBus();
  const session = new FakeSession(bus, options.user ?? null);
  const config = options.config ?? TEST_CONFIG;
  // As bootstrap does: the kit's one owner follows the session, the shell sees the kit through it.
  const rawKit = options.kit ?? fakeKit();
  const { kit, kitOwner } = ownedKit(session, bus, rawKit, config);
  const clock = options.clock ?? fixedClock(options.at ?? DURING_GAME);
  const runtime: SiteRuntime = { kit, session, bus, config, clock, data: {} };
  const services: ShellServices = { session, kitOwner, kitLoading: options.kitLoading?.(session) };
  const load = options.load ?? stubPages;
  const deps = {
    config,
    session,
    clock,
    kit,
    kitLoading: services.kitLoading,
    loadPage: async (route: RouteDef) => asModule(await load(route)),
    readDeadlineMs: options.readDeadlineMs,
  };
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [options.path],
    getContext: () => routeContext(deps),
    ...(options.loaded
      ? { hydrationData: { loaderData: { root: { loaded: options.loaded, readFor: options.loadedFor ?? null } } } }
      : {}),
  });
  // Each shell starts with an empty SWR cache, as a new page does: no test reads another's answers.
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App runtime={runtime} services={services}>
        <RouterProvider router={router} />
        <GameStorageKeeper router={router} />
      </App>
    </SWRConfig>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const navigate = (to: string) => act(() => router.navigate(to));
  // `kit` is the double itself (its jest.fn spies); `runtime.kit` is what the page sees, waiting for the owner.
  return { ...view, router, session, bus, runtime, services, kit: rawKit, location, navigate };
}
