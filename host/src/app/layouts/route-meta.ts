import { useMatches } from 'react-router';
import type { RouteDef } from '../routes/route-table';

export interface RouteHandle {
  route: RouteDef;
}

/** The route-table entry of the deepest matched page route, if any. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
