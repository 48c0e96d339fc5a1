import { useSiteRuntime } from 'shared-ui';
import { useMemo } from 'react';
import type { Offer } from 'shared-kit';
import { useOffers } from 'shared-ui/data';

/**
 * The eligible products, to name the EANs a receipt declares: shared-ui's one offers reader (the declare page and
 * this history read the same entry), by EAN.
 */
export function useEligibleProducts(): Map<string, Offer> {
  const { kit } = useSiteRuntime();
  const { data } = useOffers(kit);
  return useMemo(() => new Map((data ?? []).map((offer) => [offer.ean, offer])), [data]);
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
