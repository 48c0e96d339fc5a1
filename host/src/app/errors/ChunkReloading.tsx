import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Shown for the moment between a vanished chunk and the reload it triggers (DEPLOY-1). */
export function ChunkReloading() {
  useSiteLanguage();
  return (
    <p role="status" data-testid="chunk-reloading">
      {HOST_FR.frame.updated}
    </p>
  );
}
