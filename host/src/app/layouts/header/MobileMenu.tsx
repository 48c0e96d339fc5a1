import { Suspense } from 'react';
import type { NavItem } from './nav-links';
import { preloadableView } from './lazy-view';

// The phone's menu panel is never on screen until its button is pressed (the server renders it closed): it stays out
// of what a page loads before it handles clicks, and is fetched once the page is idle on a phone, or when the button
// is first pointed at or focused, so that opening it does not wait for the network.
const panel = preloadableView(() => import('./MobileMenuView').then((module) => module.MobileMenu));

export const preloadMobileMenu = panel.preload;

export function MobileMenu(props: { id: string; items: NavItem[] }) {
  return (
    <Suspense fallback={null}>
      <panel.View {...props} />
    </Suspense>
  );
}
