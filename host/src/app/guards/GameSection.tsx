import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { createStore, JotaiProvider } from 'shared-ui';

/**
 * sessionStorage keys of the game remote (mfe-game `GAME_STORAGE_PREFIX`): the participation in
 * progress, kept there so a reload on resultat/bravo/dommage finds it again.
 */
const GAME_STORAGE_PREFIX = 'lgb:game:';

let mountedSections = 0;

function forgetGameStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(GAME_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: the game kept nothing there.
  }
}

/**
 * Spec §2: "when the user leaves every game route, the game state is reset". Every game route
 * sits under this one pathless route: moving between game pages keeps it (and the game remote's
 * atoms in its store); leaving the last game page unmounts it, so the next visit starts afresh,
 * stored participation included. A reload never unmounts it, so the participation survives one.
 */
export function GameSection() {
  const [store] = useState(() => createStore());
  useEffect(() => {
    mountedSections += 1;
    return () => {
      mountedSections -= 1;
      // Deferred: StrictMode's trial unmount is followed at once by a mount, which is no leaving.
      setTimeout(() => {
        if (mountedSections === 0) forgetGameStorage();
      }, 0);
    };
  }, []);
  return (
    <JotaiProvider store={store}>
      <Outlet />
    </JotaiProvider>
  );
}
