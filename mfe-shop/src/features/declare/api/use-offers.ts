import type { Offer } from 'shared-kit';
import useSWR from 'swr';
import { useShopKit } from '../../../app/shop-kit';

/** The eligible products (provider offers, public): images and star values for the declare page. */
export function useOffers() {
  const { kit } = useShopKit();
  return useSWR<Offer[]>(['shop', 'offers'], () => kit.getOffers(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
