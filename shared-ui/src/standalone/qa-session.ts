import { fetchSiteConfig, type EventBus, type Kit, type SessionStore, type SiteConfig } from 'shared-kit';

/**
 * The host's kit lifecycle in small (spec §4 Kit lifecycle): configure → init from /config.json,
 * then authorize the kit with the session's access token whenever the session changes. One
 * authorization at a time; `ready()` resolves once the kit acts for the current session.
 */
export interface QaSession {
  config: SiteConfig;
  ready(): Promise<void>;
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
  if (kit.state === 'not_configured') {
    await kit.configure({
      region: config.kit.region,
      environment: config.kit.environment,
      baseUrls: config.kit.baseUrls,
    });
    await kit.init(config.kit.clientId);
  }
  let chain: Promise<void> = Promise.resolve();
  const sync = () => {
    chain = chain.then(async () => {
      const token = session.user?.tokens.accessToken ?? null;
      const held = kit.isUserAuthorized ? kit.session.accessToken : null;
      if (held === token) return;
      if (held !== null) await kit.unauthorizeUser();
      if (token !== null) await kit.authorizeUserWithToken(token);
    });
    chain = chain.catch((error: unknown) => console.error('[qa] kit authorization failed', error));
    return chain;
  };
  await session.load();
  await sync();
  const offChanged = bus.on('session:changed', () => void sync());
  // The host logs the user out on a 401 (spec §8 Session); so does the shell.
  const offUnauthorized = bus.on('session:unauthorized', () => void session.logout());
  return {
    config,
    ready: () => sync(),
    stop() {
      offChanged();
      offUnauthorized();
    },
  };
}
