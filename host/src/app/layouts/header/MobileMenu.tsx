import { Suspense } from 'react';
import { MOBILE_SWITCH } from 'shared-ui';
import type { NavItem } from './nav-links';
import { preloadableView } from './lazy-view';

// The phone's menu panel is never on screen until its button is pressed (the server renders it closed): it stays out
// of what a page loads before it handles clicks, and is fetched ahead of its first opening so that opening it does
// not wait for the network.
const panel = preloadableView(() => import('./MobileMenuView').then((module) => module.MobileMenu));

/** Fetches the panel ahead of its first opening (button pointed at or focused); opening retries if it failed. */
export function fetchMobileMenu(): void {
  panel.preload().catch(() => undefined);
}

/** Fetches the panel where the menu button shows (below the full navigation's breakpoint), once the page is idle. */
export function fetchMobileMenuOnPhone(): void {
  if (window.matchMedia?.(`(min-width: ${MOBILE_SWITCH}px)`).matches === false) fetchMobileMenu();
}

export function MobileMenu(props: { id: string; items: NavItem[] }) {
  return (
    <Suspense fallback={null}>
      <panel.View {...props} />
    </Suspense>
  );
}
