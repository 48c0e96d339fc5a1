import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../layouts/route-meta';
import { useSession, useShell } from '../shell/shell-context';
import { pageTitle } from './page-title';

export { canonicalUrl, pageTitle } from './page-title';

/**
 * The head of the page shown (spec §2 Layouts and page metadata). The server sends every page with its whole head;
 * after a navigation the title changes at once, then the description, canonical link and robots rule follow from
 * page-head.ts, loaded on first use (it brings i18next, which the first load of / leaves out).
 */
export function DocumentMeta({ title }: { title?: string }) {
  const route = useCurrentRoute();
  const { config } = useShell();
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const shown = title ?? route?.title;

  useEffect(() => {
    document.title = pageTitle(shown);
  }, [shown]);

  useEffect(() => {
    let current = true;
    void import('./page-head').then(({ applyHead, pageHead }) => {
      if (!current) return;
      applyHead(
        document,
        pageHead({
          route: route ?? null,
          kind: route ? 'page' : 'not-found',
          siteUrl: config.siteUrl,
          pathname,
          loggedIn: isLoggedIn,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [config.siteUrl, pathname, route, isLoggedIn]);

  return null;
}
