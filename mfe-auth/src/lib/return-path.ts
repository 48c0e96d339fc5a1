import { useLocation, useSearchParams } from 'shared-ui';
import { ROUTE_PATHS, safeReturnPath } from 'shared-kit';

/** `r` from the URL when it is a local path (anything else would be an open redirect), else null. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('r'));
}

/** GUARD-4: after login (or signup) go to r, or else to the profile (where the host guard sends logged-in visitors too). */
export function useReturnTarget(): string {
  return useReturnPath() ?? ROUTE_PATHS.profile;
}

/** Carries a (checked) `r` from one auth page to the next; a rejected one is dropped here. */
export function withReturnPath(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?${new URLSearchParams({ r: returnPath }).toString()}` : path;
}

/**
 * Where a form of the page is sent without JavaScript: the page itself, with its checked `r` (the session server
 * answers the POST and sends the visitor on to `r`).
 */
export function useFormAction(): string {
  const { pathname } = useLocation();
  return withReturnPath(pathname, useReturnPath());
}
