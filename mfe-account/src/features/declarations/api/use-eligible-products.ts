import useSWR from 'swr';
import type { Offer } from 'shared-kit';
import { useAccountKit } from '../../../app/account-kit';

/**
 * The eligible products, to name the EANs a receipt declares. Public and the same for every
 * user: one key for the page, kept for the visit.
 */
export function useEligibleProducts(): Map<string, Offer> {
  const { kit } = useAccountKit();
  const { data } = useSWR(['account', 'eligible-products'], () => kit.getOffers(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return new Map((data ?? []).map((offer) => [offer.ean, offer]));
}

export interface DeclaredProduct {
  ean: string;
  name: string;
  count: number;
}

/** « 2 × Spaghetti 500 g »: one line per product, in the order they were declared. */
export function declaredProducts(
  eans: readonly string[],
  products: Map<string, Offer>,
  unknownName: (ean: string) => string,
): DeclaredProduct[] {
  const lines = new Map<string, DeclaredProduct>();
  for (const ean of eans) {
    const line = lines.get(ean);
    if (line) line.count += 1;
    else lines.set(ean, { ean, name: products.get(ean)?.name ?? unknownName(ean), count: 1 });
  }
  return [...lines.values()];
}
