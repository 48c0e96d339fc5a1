import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { GAME_NAMES, ROUTE_PATHS } from 'shared-kit/core';
import { pageSubjectAtom, uiStore, useAtomValue } from 'shared-ui';
import { useCurrentRoute } from '../layouts/route-meta';
import { useSiteRuntime } from 'shared-ui';
import { useShell } from '../shell/shell-context';
import { routeTitle } from '../routes/route-texts';
import { canonicalUrl, pageTitle } from './page-title';
import { useSiteLanguage } from 'shared-ui/i18n';

/**
 * The head of the page shown (LAYOUT-1). The server sends every page with its whole head
 * (description, canonical link, robots rule, link preview); after a navigation the title changes at once and the rest
 * follows from head-after-navigation.ts, loaded on the first navigation.
 */
export function DocumentMeta({ title }: { title?: string }) {
  useSiteLanguage();
  const route = useCurrentRoute();
  const { config } = useSiteRuntime();
  const { session } = useShell();
  const { pathname } = useLocation();
  // A page may name its own subject (a gift page: the goody's name), which its route's title cannot know.
  const subject = useAtomValue(pageSubjectAtom, { store: uiStore });
  const shown = title ?? subject ?? (route && route.name !== 'index' ? routeTitle(route) : undefined);
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = pageTitle(shown);
  }, [shown]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    // Once navigated, coming back to the first address needs its head again too.
    firstPath.current = '';
    let current = true;
    void import('./head-after-navigation').then(
      ({ applyHead }) => {
        if (!current) return;
        applyHead(document, {
          route,
          gameName: route?.game === undefined ? '' : GAME_NAMES[route.game],
          canonical: canonicalUrl(config.siteUrl, route?.canonicalRoute ? ROUTE_PATHS[route.canonicalRoute] : pathname),
          // Read when the page changes: logging in or out always changes the page.
          loggedIn: session.isLoggedIn,
        });
      },
      (error: unknown) => {
        // The head's details are not worth the page: without them (the connection dropped), the title is still right
        // and the next navigation tries again. A chunk error left unhandled here would reload the page.
        console.warn('[head] not updated after navigation', error);
      },
    );
    return () => {
      current = false;
    };
  }, [config.siteUrl, pathname, route, session]);

  return null;
}
