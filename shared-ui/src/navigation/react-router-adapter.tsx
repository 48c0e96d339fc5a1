import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
// Through the package name, so the provider is the federation singleton's, the one remotes read.
import { NavigationProvider, type SiteNavigation } from 'shared-ui';

/**
 * Feeds the navigation facade from react-router. Used where a router lives: the host (around
 * every page), the QA shell and component tests. Remotes' own code never imports this entry.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  // One function for as long as the router's: an effect that navigates (a wrong slug's <Navigate>) runs once, not
  // again on every render while the navigation it started is still loading.
  const siteNavigate = useCallback<SiteNavigation['navigate']>(
    (to, options) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    },
    [navigate],
  );
  const value = useMemo<SiteNavigation>(
    () => ({
      navigate: siteNavigate,
      location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state },
      params,
    }),
    [siteNavigate, location, params],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
