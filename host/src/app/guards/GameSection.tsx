import { useState } from 'react';
import { Outlet } from 'react-router';
import { createStore, JotaiProvider } from 'shared-ui';

/**
 * Spec §2: "when the user leaves every game route, the game state is reset". Every game route
 * sits under this one pathless route: moving between game pages keeps it (and the game remote's
 * atoms in its store); leaving the last game page unmounts it, so the next visit starts afresh.
 */
export function GameSection() {
  const [store] = useState(() => createStore());
  return (
    <JotaiProvider store={store}>
      <Outlet />
    </JotaiProvider>
  );
}
