import type { BasketPurchase, EventBus, FormStatus, SessionForm, SiteConfig, SiteKit } from 'shared-kit/core';
import type { Kit, SessionStore } from 'shared-kit';
import { lazyFacade, lifecycleKitFrom, siteKitFrom, startKitSessionOwner, type KitSessionOwner } from 'shared-ui';
import type { SessionSource } from '../session/session-source';

/** What the shell's runtime chunk gives (shell-runtime.ts): the kit and the session store, MobX with them. */
export interface ShellRuntimeChunk {
  kit: Kit;
  session: SessionStore;
  /** The store's changes that no bus event announces (saveBasket), observed through MobX. */
  observe(onChange: () => void): () => void;
  /** Carries the page's bus across the visitor's tabs (the session store reads the session again on their writes). */
  followOtherTabs(bus: EventBus): () => void;
}

interface Loaded {
  chunk: ShellRuntimeChunk;
  owner: KitSessionOwner;
}

const NO_BASKET: { purchases: BasketPurchase[] } = { purchases: [] };
const IDLE: FormStatus = { loading: false, error: null, success: false };

/** What the logout asks of the kit's owner: to follow the session now, or to act for nobody from now on. */
export interface KitOwnerView {
  inStep(): Promise<unknown>;
  release(): Promise<unknown>;
}

/**
 * The shell's kit and session, loaded when a page first needs them. The kit, its session store and MobX are a
 * quarter of what the home page would load otherwise: a visitor without a session, on a page the server rendered for
 * nobody, reads and uses it without them (the session is the server's: nobody), and they load once the page is idle,
 * or with the first page that needs them, whichever comes first. Every other start loads them before the first render,
 * as the page needs them at once (`ready()` before rendering).
 *
 * `session` and `kit` are the page's runtime's: until the load they show nobody logged in and a kit that does
 * nothing yet, and each call waits for it; after, they are the store's and the kit's own (the kit through the site's
 * one adapter, shared-ui `siteKitFrom`: each call waits for the lifecycle's owner).
 */
export interface ShellKitSession {
  /** Loads the kit and the session store, reads the session, and starts the kit's one owner (once). */
  ready(): Promise<void>;
  /** The kit's instance id once loaded (the one-kit check of the journeys), undefined before. */
  readonly instanceId: string | undefined;
  /** Called once the kit and the session are loaded. */
  onLoaded(listener: () => void): () => void;
  readonly session: SessionSource;
  readonly kit: SiteKit;
  readonly kitOwner: KitOwnerView;
}

export function createShellKitSession(options: {
  config: Promise<SiteConfig>;
  bus: EventBus;
  load: () => Promise<ShellRuntimeChunk>;
}): ShellKitSession {
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const listeners = new Set<() => void>();

  async function start(): Promise<Loaded> {
    const [chunk, config] = await Promise.all([options.load(), options.config]);
    // Before the first read: a write in another tab meanwhile is heard, and read again once that read is done.
    chunk.followOtherTabs(options.bus);
    await chunk.session.load();
    const owner = startKitSessionOwner(lifecycleKitFrom(chunk.kit), config, chunk.session, options.bus);
    loaded = { chunk, owner };
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

  const store = () => loaded?.chunk.session ?? null;
  // The store's own members once it is loaded; before, nobody, and a change waits for the load.
  const session = lazyFacade<SessionSource>({
    current: store,
    load: async () => (await whenLoaded()).chunk.session,
    before: {
      user: null,
      isLoggedIn: false,
      basket: NO_BASKET,
      loginStatus: IDLE,
      signupStatus: IDLE,
      updateStatus: IDLE,
    },
    own: {
      // The first load reads the session; a later one reads it again.
      load: async () => {
        const first = loaded === null;
        const current = await whenLoaded();
        if (!first) await current.chunk.session.load();
      },
      resetStatus: (form: SessionForm) => store()?.resetStatus(form),
      reset: () => store()?.reset(),
      observe(onChange: () => void) {
        if (loaded) return loaded.chunk.observe(onChange);
        // Not loaded yet: once it is, the session may differ from the one shown (a login in another tab).
        let stop: () => void = () => undefined;
        const offLoaded = onLoaded(() => {
          stop = loaded?.chunk.observe(onChange) ?? (() => undefined);
          onChange();
        });
        return () => {
          offLoaded();
          stop();
        };
      },
    },
  });

  const kit = siteKitFrom({
    current: () => loaded?.chunk.kit ?? null,
    load: async () => (await whenLoaded()).chunk.kit,
    inStep: async () => (await whenLoaded()).owner.ready(),
  });

  return {
    ready: async () => void (await whenLoaded()),
    get instanceId() {
      return loaded?.chunk.kit.instanceId;
    },
    onLoaded,
    session,
    kit,
    kitOwner: {
      inStep: async () => (await whenLoaded()).owner.ready(),
      release: async () => (await whenLoaded()).owner.release(),
    },
  };
}
