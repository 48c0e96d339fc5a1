import { useSiteRuntime } from 'shared-ui';
import { useOffers as useProviderOffers } from 'shared-ui/data';

/** The eligible products (provider offers, public): images and star values for the declare page (one shared entry). */
export function useOffers() {
  const { kit } = useSiteRuntime();
  return useProviderOffers(kit);
}
