import { useRouteError } from 'react-router';
import { RemoteUnavailableError } from '../remotes/remote-unavailable-error';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { ChunkReloading } from './ChunkReloading';
import { useChunkReload } from './use-chunk-reload';

/**
 * Per-route boundary: a remote that failed to load keeps the layout and offers a retry; a host
 * chunk that vanished with a deploy reloads the page once (DEPLOY-1); anything else goes up to
 * the full-page error view.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  if (error instanceof RemoteUnavailableError) return <RemoteFallback remote={error.remote} />;
  if (reloading) return <ChunkReloading />;
  throw error;
}
