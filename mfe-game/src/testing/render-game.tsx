import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { EventBus, type GameSchedule, type PlayedCode } from 'shared-kit';
import { createStore, JotaiProvider } from 'shared-ui';
import { renderPage } from 'shared-ui/testing';
import { GameKitProvider } from '../app/game-kit';
import { GameClockProvider, type GameClock } from '../features/schedule/state/clock';
import { authorizeFake, fakeGameKit, type FakeGameKit } from './fake-kit';

export { PLAYER, fakeGameKit, type FakeGameKit } from './fake-kit';

/**
 * Renders a game page as the host does: inside a game-section jotai store of its own, with a fresh
 * SWR cache (the /config.json answer of one test never leaks into the next), the kit given through the
 * game's provider (a fake: `kit`, else one authorized when played codes are given) and, if given, a clock.
 */
export function renderGame(
  element: ReactElement,
  url: string,
  routePath: string,
  options: { clock?: GameClock; playedCodes?: PlayedCode[]; kit?: FakeGameKit } = {},
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
  const page = options.clock ? <GameClockProvider clock={options.clock}>{element}</GameClockProvider> : element;
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GameKitProvider kit={kit} bus={bus}>
        <JotaiProvider store={store}>{page}</JotaiProvider>
      </GameKitProvider>
    </SWRConfig>,
    url,
    routePath,
  );
  return { store, kit, bus, getPlayedCodes: kit.getPlayedCodes, ...view };
}

/** /config.json as session-server builds it, with the game window under test. */
export function siteConfigAnswer(schedule: Omit<GameSchedule, 'timezone'>, current = 4) {
  return {
    status: 200,
    body: {
      environment: 'test',
      siteUrl: 'http://localhost:3000',
      version: 'test',
      remotes: {},
      kit: {
        region: 'fr',
        environment: 'test',
        clientId: 'test',
        baseUrls: { api: 'http://localhost:4000', upload: 'http://localhost:4000' },
      },
      game: { current, schedule: { ...schedule, timezone: 'Europe/Paris' } },
      errorReporter: null,
    },
  };
}

/** A window open from yesterday to next month, whatever today is. */
export function openWindow() {
  const day = 86_400_000;
  const local = (offset: number) =>
    new Date(Date.now() + offset).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).replace(' ', 'T');
  return { teasing: local(-2 * day), start: local(-day), end: local(30 * day) };
}

/** A receipt PDF (the capture checks the type by content: it starts with %PDF). */
export function pdfFile(name = 'ticket.pdf', size = 2_048): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}
