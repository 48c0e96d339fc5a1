import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import {
  DEFAULT_GAME_SCHEDULE,
  EventBus,
  type BasketPurchase,
  type SessionUser,
  type SiteConfig,
} from 'shared-kit/core';
import type { CardSlot } from 'shared-kit';
import { App } from '../App';
import { fixedClock, type Clock } from '../clock/clock';
import type { AppKit, ShellKit } from '../kit-session/shell-kit';
import { kitInStep, startKitSessionOwner } from '../kit-session/kit-lifecycle';
import { createRoutes, type PageLoader } from '../routes/create-routes';
import { GameStorageKeeper } from '../guards/GameSection';
import type { SessionSource } from '../session/session-source';
import type { ShellDeps } from '../shell/shell-context';

export const TEST_CONFIG: SiteConfig = {
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
  game: { current: 4, schedule: DEFAULT_GAME_SCHEDULE },
  errorReporter: null,
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

/** A session the test drives: it announces changes on the bus as the real store does. */
export class FakeSession implements SessionSource {
  user: SessionUser | null;
  basket: { purchases: BasketPurchase[] } = { purchases: [] };
  logout = jest.fn(async () => this.setUser(null));
  load = jest.fn(async () => undefined);
  saveBasket = jest.fn(async (purchases: BasketPurchase[]) => {
    this.basket = { purchases };
  });
  reset = jest.fn(() => this.setUser(null));

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

export function fakeKit(overrides: Partial<ShellKit> = {}): ShellKit {
  return {
    state: 'authorized',
    isUserAuthorized: true,
    setUp: jest.fn(async () => undefined),
    authorizeUser: jest.fn(async () => undefined),
    unauthorizeUser: jest.fn(async () => undefined),
    starBalance: jest.fn(async () => 42),
    session: { user: { id: 1 }, accessToken: 'token-fake' },
    getCardSlots: jest.fn(async () => [cardSlot(42, 0)]),
    getOffers: jest.fn(async () => []),
    createSupportTicket: jest.fn(async () => undefined),
    notificationFeed: jest.fn(async () => ({ timeline: [], played: [] })),
    ...overrides,
  };
}

/** A fake kit as the app gets it: driven by its own lifecycle owner, which follows `session` (as bootstrap does). */
export function ownedKit(
  session: FakeSession,
  bus: EventBus,
  kit: ShellKit = fakeKit(),
  config: SiteConfig = TEST_CONFIG,
): AppKit {
  return kitInStep(kit, startKitSessionOwner(kit, config, session, bus));
}

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
  kit?: ShellKit;
  load?: PageLoader;
  config?: SiteConfig;
  /** What a server render read for the page, and for whom (ShellDeps). */
  serverReads?: ShellDeps['serverReads'];
  serverReadsFor?: string;
  /** The kit's loading after the first render (bootstrap's ShellKitSession), given the test's session. */
  kitLoading?: (session: FakeSession) => ShellDeps['kitLoading'];
}

export function renderShell(options: ShellOptions) {
  const bus = new EventBus();
  const session = new FakeSession(bus, options.user ?? null);
  const config = options.config ?? TEST_CONFIG;
  // As bootstrap does: the kit's one owner follows the session, the shell sees the kit through it.
  const rawKit = options.kit ?? fakeKit();
  const kitOwner = startKitSessionOwner(rawKit, config, session, bus);
  const deps: ShellDeps = {
    config,
    session,
    clock: options.clock ?? fixedClock(options.at ?? DURING_GAME),
    bus,
    kit: kitInStep(rawKit, kitOwner),
    serverReads: options.serverReads,
    serverReadsFor: options.serverReadsFor,
    kitLoading: options.kitLoading?.(session),
  };
  const router = createMemoryRouter(createRoutes(deps, undefined, options.load ?? stubPages), {
    initialEntries: [options.path],
  });
  // Each shell starts with an empty SWR cache, as a new page does: no test reads another's answers.
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App deps={deps}>
        <RouterProvider router={router} />
        <GameStorageKeeper router={router} />
      </App>
    </SWRConfig>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const navigate = (to: string) => act(() => router.navigate(to));
  // `kit` is the double itself (its jest.fn spies); `deps.kit` is what the shell sees, waiting for the owner.
  return { ...view, router, session, bus, deps, kit: rawKit, location, navigate };
}
