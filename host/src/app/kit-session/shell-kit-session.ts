import type { BasketPurchase, EventBus, SiteConfig } from 'shared-kit/core';
import type { SessionSource } from '../session/session-source';
import { kitInStep, startKitSessionOwner } from './kit-lifecycle';
import type { AppKit, ShellKit } from './shell-kit';

/** What the shell's runtime chunk gives (shell-runtime.ts): the kit and the session store, MobX with them. */
export interface ShellRuntime {
  kit: { readonly instanceId: string };
  shellKit: ShellKit;
  storeSession: SessionSource;
}

interface Loaded {
  session: SessionSource;
  kit: AppKit;
  instanceId: string;
}

const NO_BASKET: { purchases: BasketPurchase[] } = { purchases: [] };
const NOBODY: AppKit['session'] = { user: null, accessToken: null };

/**
 * The shell's kit and session, loaded when a page first needs them. The kit, its session store and MobX are a
 * quarter of what the home page would load otherwise: a visitor without a session, on a page the server rendered for
 * nobody, reads and uses it without them (the session is the server's: nobody), and they load once the page is idle,
 * or with the first page that needs them, whichever comes first. Every other start loads them before the first render,
 * as the page needs them at once (`ready()` before rendering).
 *
 * `session` and `kit` are what the shell is given: until then they show nobody logged in and a kit that does nothing
 * yet, and each call waits for the load; after, they are the store and the kit themselves.
 */
export interface ShellKitSession {
  /** Loads the kit and the session store, reads the session, and starts the kit's one owner (once). */
  ready(): Promise<void>;
  /** The kit's instance id once loaded (the one-kit check of the journeys), undefined before. */
  readonly instanceId: string | undefined;
  /** Called once the kit and the session are loaded. */
  onLoaded(listener: () => void): () => void;
  readonly session: SessionSource;
  readonly kit: AppKit;
}

export function createShellKitSession(options: {
  config: Promise<SiteConfig>;
  bus: EventBus;
  load: () => Promise<ShellRuntime>;
}): ShellKitSession {
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const listeners = new Set<() => void>();

  async function start(): Promise<Loaded> {
    const [runtime, config] = await Promise.all([options.load(), options.config]);
    await runtime.storeSession.load();
    const owner = startKitSessionOwner(runtime.shellKit, config, runtime.storeSession, options.bus);
    loaded = {
      session: runtime.storeSession,
      kit: kitInStep(runtime.shellKit, owner),
      instanceId: runtime.kit.instanceId,
    };
    for (const listener of [...listeners]) listener();
    return loaded;
  }

  function whenLoaded(): Promise<Loaded> {
    loading ??= start().catch((error: unknown) => {
      // A chunk that could not load (offline): the next page that needs it tries again.
      loading = null;
      throw error;
    });
    return loading;
  }

  function onLoaded(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const session: SessionSource = {
    get user() {
      return loaded?.session.user ?? null;
    },
    get isLoggedIn() {
      return loaded?.session.isLoggedIn ?? false;
    },
    get basket() {
      return loaded?.session.basket ?? NO_BASKET;
    },
    // The first load reads the session; a later one reads it again.
    load: async () => {
      const first = loaded === null;
      const current = await whenLoaded();
      if (!first) await current.session.load();
    },
    logout: async () => (await whenLoaded()).session.logout(),
    saveBasket: async (purchases) => (await whenLoaded()).session.saveBasket(purchases),
    reset: () => loaded?.session.reset(),
    observe(onChange) {
      if (loaded) return loaded.session.observe?.(onChange) ?? (() => undefined);
      // Not loaded yet: once it is, the session may differ from the one shown (a login in another tab).
      let stop: () => void = () => undefined;
      const offLoaded = onLoaded(() => {
        stop = loaded?.session.observe?.(onChange) ?? (() => undefined);
        onChange();
      });
      return () => {
        offLoaded();
        stop();
      };
    },
  };

  const afterLoad =
    <A extends unknown[], R>(call: (kit: AppKit, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      call((await whenLoaded()).kit, ...args);

  const kit: AppKit = {
    get state() {
      return loaded?.kit.state ?? 'not_configured';
    },
    get isUserAuthorized() {
      return loaded?.kit.isUserAuthorized ?? false;
    },
    get authorizedToken() {
      return loaded?.kit.authorizedToken ?? null;
    },
    get session() {
      return loaded?.kit.session ?? NOBODY;
    },
    setUp: afterLoad((current, config: Parameters<AppKit['setUp']>[0]) => current.setUp(config)),
    authorizeUser: afterLoad((current, token: string) => current.authorizeUser(token)),
    unauthorizeUser: afterLoad((current) => current.unauthorizeUser()),
    inStep: afterLoad((current) => current.inStep()),
    release: afterLoad((current) => current.release()),
    starBalance: afterLoad((current) => current.starBalance()),
    getCardSlots: afterLoad((current) => current.getCardSlots()),
    getOffers: afterLoad((current) => current.getOffers()),
    createSupportTicket: afterLoad((current, ticket: Parameters<AppKit['createSupportTicket']>[0]) =>
      current.createSupportTicket(ticket),
    ),
    notificationFeed: afterLoad((current) => current.notificationFeed()),
  };

  return {
    ready: async () => void (await whenLoaded()),
    get instanceId() {
      return loaded?.instanceId;
    },
    onLoaded,
    session,
    kit,
  };
}
