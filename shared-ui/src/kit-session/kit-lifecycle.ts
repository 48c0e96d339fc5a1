import type { EventBus, Kit, SiteConfig } from 'shared-kit';
import { kitStatusAtom, type KitStatus } from '../state/kit-status';
import { uiStore } from '../state/ui-jotai';

/**
 * What the lifecycle asks of the kit. The host's LifecycleKit extends it; `lifecycleKitFrom` makes one of the kit for
 * the QA shells, so both run this very module (one writer of the kit's authorization).
 */
export interface LifecycleKit {
  /** 'authorized' once a user (or the partner) is authorized (KIT-2). */
  readonly state: string;
  readonly isUserAuthorized: boolean;
  /**
   * The access token the kit's user authorization uses, null without one: "authorized" alone does not say for whom.
   * Optional: test doubles may not know it, the lifecycle then remembers the token of its own last authorization.
   */
  readonly authorizedToken?: string | null;
  setUp(config: SiteConfig['kit']): Promise<void>;
  authorizeUser(accessToken: string): Promise<void>;
  unauthorizeUser(): Promise<void>;
}

/** The session as the lifecycle reads it: whose access token the kit must act with. */
export interface LifecycleSession {
  readonly user: { tokens: { accessToken: string } } | null;
}

export function lifecycleKitFrom(kit: Kit): LifecycleKit {
  return {
    get state() {
      return kit.state;
    },
    get isUserAuthorized() {
      return kit.isUserAuthorized;
    },
    get authorizedToken() {
      // While authorizeUserWithToken checks a token the kit already holds it; the lifecycle runs
      // one authorization at a time, so it only reads this between two of them.
      return kit.isUserAuthorized ? kit.session.accessToken : null;
    },
    async setUp(config) {
      await kit.configure({ region: config.region, environment: config.environment, baseUrls: config.baseUrls });
      await kit.init(config.clientId);
    },
    async authorizeUser(accessToken) {
      await kit.authorizeUserWithToken(accessToken);
    },
    async unauthorizeUser() {
      await kit.unauthorizeUser();
    },
  };
}

/** A set-up that failed (the provider unreachable) is tried again this often, so pages recover by themselves. */
export const KIT_RETRY_MS = 5_000;

/** The run in progress on a kit, and the session token it was started for. */
interface Run {
  token: string | null;
  status: Promise<KitStatus>;
}

const runs = new WeakMap<LifecycleKit, Run>();

/** For kits that do not report `authorizedToken`: the token of the last authorization done here. */
const lastAuthorized = new WeakMap<LifecycleKit, string>();

function sessionToken(session: LifecycleSession): string | null {
  return session.user?.tokens.accessToken ?? null;
}

/**
 * The token the kit's user authorization uses, null without one. A yes/no "authorized" is not
 * enough: an authorization answered after a logout leaves the kit authorized for the previous user.
 */
function authorizedToken(kit: LifecycleKit): string | null {
  if (!kit.isUserAuthorized) return null;
  if (kit.authorizedToken !== undefined) return kit.authorizedToken;
  return lastAuthorized.get(kit) ?? null;
}

function inStep(kit: LifecycleKit, token: string | null): boolean {
  return kit.state !== 'not_configured' && authorizedToken(kit) === token;
}

async function unauthorize(kit: LifecycleKit): Promise<void> {
  lastAuthorized.delete(kit);
  await kit.unauthorizeUser();
}

async function sync(kit: LifecycleKit, config: SiteConfig, session: LifecycleSession): Promise<KitStatus> {
  if (kit.state === 'not_configured') await kit.setUp(config.kit);
  // AUTH-4: "After a user is set, the kit session is authorized with the access token";
  // when it is not (a 401, a new tab) or is authorized with another token (a logout or login
  // during an authorization), it is set up again. Each pass reads the session anew: it may
  // change while the kit awaits the provider.
  for (;;) {
    const token = sessionToken(session);
    const held = authorizedToken(kit);
    if (held !== token) {
      // Another user's authorization goes first, so that a refused token cannot leave it in place.
      if (held !== null) await unauthorize(kit);
      if (token !== null) {
        try {
          await kit.authorizeUser(token);
        } catch (error) {
          if (sessionToken(session) === token) throw error;
        }
        if (sessionToken(session) !== token) {
          // The user logged out (or another logged in) during the request: the answer must not
          // leave the kit acting with that token.
          await unauthorize(kit);
          continue;
        }
        lastAuthorized.set(kit, token);
      }
    }
    if (sessionToken(session) === token) return 'ready';
  }
}

/**
 * KIT-2: configure (region, environment) → init (client id) → authorize with
 * the session's token → ready. It does only what is missing, one run at a time: a run is shared
 * with calls made for the same session token; a call for another token waits for it and then runs
 * for its own session. Only the owner below calls it (lint: boundary/kit-session-owner); exported
 * for its tests.
 */
export function syncKitSession(kit: LifecycleKit, config: SiteConfig, session: LifecycleSession): Promise<KitStatus> {
  const token = sessionToken(session);
  const current = runs.get(kit);
  if (current && current.token === token) return current.status;
  if (!current && inStep(kit, token)) {
    uiStore.set(kitStatusAtom, 'ready');
    return Promise.resolve('ready');
  }
  uiStore.set(kitStatusAtom, 'starting');
  const previous: Promise<unknown> = current ? current.status : Promise.resolve();
  const run: Run = { token, status: Promise.resolve('starting') };
  run.status = previous
    .then(() => sync(kit, config, session))
    .catch((error: unknown) => {
      console.error('[kit] set-up failed', error);
      return 'failed' as const;
    })
    .then((status) => {
      // Only the latest run speaks for the kit: an older one was started for a session that is gone.
      if (runs.get(kit) === run) {
        runs.delete(kit);
        uiStore.set(kitStatusAtom, status);
      }
      return status;
    });
  runs.set(kit, run);
  return run.status;
}

/** The single owner of the kit's authorization, started once per page by the host's bootstrap (or a QA shell). */
export interface KitSessionOwner {
  /** Resolves once the kit is in step with the session on screen (authorized for its token, or for nobody). */
  ready(): Promise<KitStatus>;
  /**
   * The page gives up the user's session without it having ended (a logout the server could not do, before the
   * reload): from now on the kit acts for nobody, whatever the session still says. Resolves once it is so.
   */
  release(): Promise<KitStatus>;
  stop(): void;
}

/** What the kit follows once released: nobody. */
const NOBODY: LifecycleSession = { user: null };

/**
 * Authorizes the kit from the session: at start-up and on each 'session:changed', once per access
 * token (a token the kit already holds is not checked again). AUTH-4: "If not authorized and the
 * user is logged in, the kit is set up again": `ready()` re-checks before each use of the kit, and a
 * set-up that failed is tried again after KIT_RETRY_MS.
 */
export function startKitSessionOwner(
  kit: LifecycleKit,
  config: SiteConfig,
  session: LifecycleSession,
  bus: EventBus,
): KitSessionOwner {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let released = false;
  const ready = (): Promise<KitStatus> => {
    const status = syncKitSession(kit, config, released ? NOBODY : session);
    void status.then((outcome) => {
      if (outcome !== 'failed' || stopped) return;
      clearTimeout(retry);
      retry = setTimeout(() => void ready(), KIT_RETRY_MS);
    });
    return status;
  };
  const off = bus.on('session:changed', () => void ready());
  void ready();
  return {
    ready,
    release: () => {
      released = true;
      return ready();
    },
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      off();
    },
  };
}
