import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import {
  EventBus,
  type Clock,
  type GameInstants,
  type PlayedCode,
  type SessionUser,
  type SiteConfig,
} from 'shared-kit';
import { createStore, JotaiProvider } from 'shared-ui';
import { fakeRuntime, fakeSession, renderPage, TEST_SITE_CONFIG } from 'shared-ui/testing';
import { authorizeFake, fakeGameKit, type FakeGameKit } from './fake-kit';

export { PLAYER, fakeGameKit, type FakeGameKit } from './fake-kit';

/** The player's session with our own backend (the participation form starts from it). */
export const PLAYER_SESSION: SessionUser = {
  title: null,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: null,
  tokens: { accessToken: 'token-camille' },
};

/**
 * Renders a game page as the host does: inside a game-section jotai store of its own, with a fresh
 * SWR cache, in the page's runtime with the kit (a fake: `kit`, else one authorized when played codes are given), the
 * session (`user`: nobody unless given), the game's window (`config`: open around now unless given) and the clock (the system's unless
 * given).
 */
export function renderGame(
  element: ReactElement,
  url: string,
  routePath: string,
  options: {
    clock?: Clock;
    config?: SiteConfig;
    playedCodes?: PlayedCode[];
    kit?: FakeGameKit;
    user?: SessionUser | null;
  } = {},
) {
  // With played codes given, the kit is authorized for the player, as the host does after the session loads (the
  // per-user reads start only then); without, the page renders as before that moment.
  const kit = options.kit ?? fakeGameKit();
  if (options.playedCodes) {
    const playedCodes = options.playedCodes;
    authorizeFake(kit);
    kit.getPlayedCodes.mockImplementation(async () => playedCodes);
  }
  const bus = new EventBus();
  const store = createStore();
  const runtime = fakeRuntime({
    kit,
    bus,
    session: fakeSession({ user: options.user ?? null }),
    config: options.config ?? gameConfig(openWindow()),
    clock: options.clock,
  });
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <JotaiProvider store={store}>{element}</JotaiProvider>
    </SWRConfig>,
    url,
    routePath,
    runtime,
  );
  return { store, kit, bus, getPlayedCodes: kit.getPlayedCodes, ...view };
}

/** Paris wall time of an instant, as /config.json writes the schedule. */
const parisLocal = (instant: number) =>
  new Date(instant).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).replace(' ', 'T');

/** /config.json as session-server builds it, with the game window under test (its instants, and their Paris time). */
export function gameConfig(instants: GameInstants, current: SiteConfig['game']['current'] = 4): SiteConfig {
  return {
    ...TEST_SITE_CONFIG,
    game: {
      current,
      schedule: {
        teasing: parisLocal(instants.teasing),
        start: parisLocal(instants.start),
        end: parisLocal(instants.end),
        timezone: 'Europe/Paris',
      },
      instants,
    },
  };
}

/** A window open from yesterday to next month, whatever today is. */
export function openWindow(): GameInstants {
  const day = 86_400_000;
  const now = Date.now();
  return { teasing: now - 2 * day, start: now - day, end: now + 30 * day };
}

/** A receipt PDF (the capture checks the type by content: it starts with %PDF). */
export function pdfFile(name = 'ticket.pdf', size = 2_048): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}
