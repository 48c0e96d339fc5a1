import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ThemeMode } from 'shared-ui';
import type { ServerRenderData } from './server-render-data';

/** The parts of the data router the mount waits on (react-router's router fits it). */
export interface InitializingRouter {
  readonly state: {
    initialized: boolean;
    location: { pathname: string; search: string };
    /** A route's loader failed (a remote the browser could not load or refused): its error page shows. */
    errors?: unknown;
  };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

export interface MountConditions {
  /** What session-server wrote into the page, null for the plain index.html. */
  serverRender: ServerRenderData | null;
  /** The e-mail of the user the browser's session holds, null when nobody is logged in. */
  visitor: string | null;
  theme: ThemeMode;
  /** Path and query the server rendered (the address when the page loaded). */
  renderedUrl: string;
  /** This tab keeps state the page restores as it first renders (tab-state.ts): the server could not show it. */
  tabState?: boolean;
}

export type MountMode = 'hydrate' | 'render';

/**
 * Hydrate only a complete page rendered for this very visitor: the same user (or anonymous), in the same theme, at
 * the same address. Anything else (a remote page's skeleton, a login or logout in another tab meanwhile, a
 * theme remembered before the theme cookie existed, a redirect, a remote the browser cannot load, a game in progress
 * or a form's draft kept in this tab) is rendered anew:
 * React replaces the server HTML when it commits, so the visitor never sees an empty page, and no hydration mismatch
 * can happen.
 */
export function mountMode(conditions: MountConditions, router: InitializingRouter): MountMode {
  const { serverRender } = conditions;
  if (!serverRender || serverRender.page !== 'complete') return 'render';
  if ((serverRender.visitor ?? null) !== conditions.visitor || serverRender.theme !== conditions.theme) return 'render';
  if (conditions.tabState) return 'render';
  // The server rendered the page, the browser shows the remote's fallback instead: a new tree, not a hydration.
  if (router.state.errors) return 'render';
  const { pathname, search } = router.state.location;
  return `${pathname}${search}` === conditions.renderedUrl ? 'hydrate' : 'render';
}

/**
 * Resolves once the router has run its first loaders (guards, the page's code): the first render
 * must show the page itself, as the server did, never the start-up fallback.
 */
export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export interface MountOptions {
  onHydrationError(error: unknown): void;
}

/**
 * The first render is a React transition either way, so React yields to the browser while it
 * builds or hydrates the page (time-sliced: no single long task on a slow phone).
 */
export function mountApp(container: HTMLElement, app: ReactElement, mode: MountMode, options: MountOptions): void {
  if (mode === 'hydrate') {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => options.onHydrationError(error) });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
