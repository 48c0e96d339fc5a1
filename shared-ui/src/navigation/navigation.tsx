import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * Navigation as remotes see it. Only the host (and the QA shell) import react-router: it is not a
 * federation singleton, so the host's build keeps just the parts it uses. The host renders each
 * page inside a NavigationProvider fed by its router (see `react-router-adapter.tsx`); remotes use
 * these hooks, whose shapes follow react-router's for the calls they need.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface SiteNavigation {
  /** A path (`/la-grande-boutique/panier?x=1`), or a number to move in the history (-1: back). */
  navigate: (to: string | number, options?: NavigateOptions) => void;
  location: SiteLocation;
  /** The dynamic segments of the current route (`{ uuid }`, `{ id, slug }`). */
  params: Readonly<Record<string, string | undefined>>;
}

const NavigationContext = createContext<SiteNavigation | null>(null);

export function NavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A page used navigation outside the host or the QA shell (no NavigationProvider).');
  return navigation;
}

export function useNavigate(): SiteNavigation['navigate'] {
  return useSiteNavigation().navigate;
}

export function useLocation(): SiteLocation {
  return useSiteNavigation().location;
}

export function useParams<Params extends string = string>(): Readonly<Partial<Record<Params, string>>> {
  return useSiteNavigation().params as Readonly<Partial<Record<Params, string>>>;
}

export type SetSearchParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useSiteNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams: SetSearchParams = (next, options) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, options);
  };
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** A real `<a href>` (open in a new tab, copy the link, crawl) that navigates in-app on a plain click. */
export function Link({ to, replace, state, onClick, target, children, ...anchor }: LinkProps) {
  const { navigate } = useSiteNavigation();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

/**
 * Navigates once rendered (a page that finds it should not be shown, e.g. a wrong slug): once per address. Asked again
 * at each render while its navigation loads, it would start the navigation over each time, its loaders with it, and
 * never arrive.
 */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useSiteNavigation();
  const sentTo = useRef<string | null>(null);
  useEffect(() => {
    if (sentTo.current === to) return;
    sentTo.current = to;
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
