import { fetchSiteConfig, type EventBus, type SessionUser, type SiteConfig } from 'shared-kit/core';
import { carryAcrossTabs, type Kit, type SessionStore } from 'shared-kit';
import { lifecycleKitFrom, startKitSessionOwner, type LifecycleSession } from '../kit-session/kit-lifecycle';

/**
 * The QA shell's start-up: /config.json, the session, then the host's own kit lifecycle (configure → init →
 * authorize with the session's access token whenever the session changes). `ready()` resolves once the kit acts for
 * the current session.
 */
export interface QaSession {
  config: SiteConfig;
  ready(): Promise<void>;
  /**
   * The kit acts for `user` before the page's session holds them (a persona whose data is being made), through the
   * owner like any session change; null: it follows the page's session again. Resolves once the kit is in step.
   */
  actFor(user: SessionUser | null): Promise<void>;
  stop(): void;
}

export interface QaSessionDeps {
  kit: Kit;
  session: SessionStore;
  bus: EventBus;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

export async function loadConfig(
  fetchImpl: QaSessionDeps['fetch'] = (input, init) => fetch(input, init),
): Promise<SiteConfig> {
  try {
    return await fetchSiteConfig(fetchImpl);
  } catch (error) {
    throw new Error(`${String(error)}: is the session server of the QA stack running?`);
  }
}

export async function startQaSession({ kit, session, bus, fetch: fetchImpl }: QaSessionDeps): Promise<QaSession> {
  const config = await loadConfig(fetchImpl);
  await session.load();
  // The site's own kit lifecycle (kit-session/kit-lifecycle.ts), not a copy: QA exercises the code the site runs. It
  // follows the page's session, or the persona being made meanwhile: the kit's authorization has one writer here too.
  let persona: SessionUser | null = null;
  const followed: LifecycleSession = {
    get user() {
      return persona ?? session.user;
    },
  };
  const owner = startKitSessionOwner(lifecycleKitFrom(kit), config, followed, bus);
  await owner.ready();
  // The host logs the user out on a 401 (SESSION-2); so does the shell.
  const offUnauthorized = bus.on('session:unauthorized', () => void session.logout());
  // Two tabs of a QA shell follow each other's writes as the site's do (shared-kit EVENTS.md « Across the tabs »).
  const stopTabs = carryAcrossTabs(bus);
  return {
    config,
    ready: async () => {
      await owner.ready();
    },
    actFor: async (user) => {
      persona = user;
      await owner.ready();
    },
    stop() {
      owner.stop();
      offUnauthorized();
      stopTabs();
    },
  };
}
