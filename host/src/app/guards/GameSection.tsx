import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { GAME_STORAGE_PREFIX } from 'shared-kit/core';
import { createStore, JotaiProvider } from 'shared-ui';

/** The id of the pathless route every game route sits under. */
export const GAME_SECTION_ID = 'game-section';

function forgetGameStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(GAME_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: the game kept nothing there.
  }
}

interface RouterStateSource {
  state: { matches: readonly { route: { id: string } }[] };
  subscribe(listener: (state: RouterStateSource['state']) => void): () => void;
}

const inGameSection = (state: RouterStateSource['state']) =>
  state.matches.some((match) => match.route.id === GAME_SECTION_ID);

/**
 * GUARD-1: "when the user leaves every game route, the game state is reset". Decided on the
 * router's committed location, not on GameSection unmounting: React may keep the game page on
 * screen while the next page's code arrives, and a reload in that moment must not bring back
 * the participation the player left. A reload on a game page is no leaving: it keeps it.
 */
export function forgetGameOnLeaving(router: RouterStateSource): () => void {
  let wasInGame = inGameSection(router.state);
  return router.subscribe((state) => {
    const inGame = inGameSection(state);
    if (wasInGame && !inGame) forgetGameStorage();
    wasInGame = inGame;
  });
}

/**
 * Starts `forgetGameOnLeaving` once the RouterProvider has subscribed to the router: rendered beside it, its effect
 * runs after the provider's layout effect. Subscribing first would take the router's buffered first state update,
 * which goes to the first subscriber only, and the site would stay on its start-up screen.
 */
export function GameStorageKeeper({ router }: { router: RouterStateSource }) {
  useEffect(() => forgetGameOnLeaving(router), [router]);
  return null;
}

/**
 * Every game route sits under this one pathless route: moving between game pages keeps it (and
 * the game remote's atoms in its store); leaving the last game page unmounts it, so the next
 * visit starts with a new store.
 */
export function GameSection() {
  const [store] = useState(() => createStore());
  return (
    <JotaiProvider store={store}>
      <Outlet />
    </JotaiProvider>
  );
}
