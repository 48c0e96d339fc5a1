import { Suspense } from 'react';
import { preloadableView } from './lazy-view';

// Like the star chip and the bell: only a logged-in visitor has an account menu, so it stays out of the first load
// of an anonymous visit, and is loaded before a visitor's page is rendered or hydrated (logged-in-header.ts).
const menu = preloadableView(() => import('./AccountMenuView').then((module) => module.AccountMenu));

export const preloadAccountMenu = menu.preload;

export function AccountMenu() {
  return (
    <Suspense fallback={null}>
      <menu.View />
    </Suspense>
  );
}
