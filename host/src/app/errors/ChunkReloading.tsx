import { HOST_FR } from '../../messages/fr';

/** Shown for the moment between a vanished chunk and the reload it triggers (DEPLOY-1). */
export function ChunkReloading() {
  return (
    <p role="status" data-testid="chunk-reloading">
      {HOST_FR.frame.updated}
    </p>
  );
}
