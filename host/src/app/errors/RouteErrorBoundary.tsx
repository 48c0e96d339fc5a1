import { useRouteError } from 'react-router';
import { RemoteUnavailableError } from '../remotes/load-remote-page';
import { RemoteFallback } from '../remotes/RemoteFallback';

/**
 * Per-route boundary: a remote that failed to load keeps the layout and offers a retry;
 * anything else goes up to the full-page error view.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (error instanceof RemoteUnavailableError) return <RemoteFallback remote={error.remote} />;
  throw error;
}
