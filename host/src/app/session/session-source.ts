import { useSyncExternalStore } from 'react';
import type { EventBus, SessionUser, SiteSession } from 'shared-kit/core';

/**
 * The page's session as the shell drives it (AUTH-1): what every page reads (the runtime's `SiteSession`), and what
 * the shell alone does with it (read it at start-up, clear it). Changes are announced on the bus ('session:changed',
 * 'basket:changed'), which is how the shell re-renders and re-guards.
 */
export interface SessionSource extends SiteSession {
  load(): Promise<unknown>;
  reset(): void;
  /**
   * Changes the bus does not announce (the MobX session store changes its basket on saveBasket without an event):
   * the store's own observation, absent from sources that announce every change on the bus (tests).
   */
  observe?(onChange: () => void): () => void;
}

export interface SessionView {
  user: SessionUser | null;
  isLoggedIn: boolean;
  basketCount: number;
}

function viewOf(session: SiteSession): SessionView {
  return {
    user: session.user,
    isLoggedIn: session.isLoggedIn,
    basketCount: session.basket.purchases.reduce((sum, purchase) => sum + purchase.quantity, 0),
  };
}

const cache = new WeakMap<SessionSource, { key: string; view: SessionView }>();

function keyOf(view: SessionView): string {
  return `${view.user?.email ?? ''}|${view.user?.firstName ?? ''}|${view.isLoggedIn}|${view.basketCount}`;
}

/** A stable snapshot per state, as useSyncExternalStore requires. */
function snapshot(session: SessionSource): SessionView {
  const view = viewOf(session);
  const key = keyOf(view);
  const cached = cache.get(session);
  if (cached?.key === key) return cached.view;
  cache.set(session, { key, view });
  return view;
}

/** The key of the session as the shell shows it: what a change must change. */
export const sessionViewKey = (session: SiteSession): string => keyOf(viewOf(session));

/** Changes come from the bus, and from the source's own observation (the MobX store: saveBasket sends no event). */
export function subscribeToSession(session: SessionSource, bus: EventBus, onChange: () => void): () => void {
  const offSession = bus.on('session:changed', onChange);
  const offBasket = bus.on('basket:changed', onChange);
  const offStore = session.observe?.(onChange) ?? (() => undefined);
  return () => {
    offSession();
    offBasket();
    offStore();
  };
}

const hydrationViews = new WeakMap<SessionSource, SessionView>();

/**
 * The session as it is now is the one the server rendered the page for (bootstrap.tsx hydrates only then): the
 * hydration reads this view, whatever changes before it ends (a logout after an unauthorized answer), and React
 * renders the change right after.
 */
export function holdSessionForHydration(session: SessionSource): void {
  hydrationViews.set(session, snapshot(session));
}

export function useSessionView(session: SessionSource, bus: EventBus): SessionView {
  const read = () => snapshot(session);
  // The server renders the visitor's session; the browser hydrates with the view held when it decided to hydrate.
  const readAtHydration = () => hydrationViews.get(session) ?? read();
  return useSyncExternalStore((onChange) => subscribeToSession(session, bus, onChange), read, readAtHydration);
}
