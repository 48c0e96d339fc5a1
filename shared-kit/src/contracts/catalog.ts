import type { Catalog } from '../kit/types/provider-types';

/** SHOP-CATALOG-1: a programme has exactly one catalogue; null for any other answer (the provider's error). */
export function theOnlyCatalog(catalogs: readonly Catalog[]): Catalog | null {
  const [catalog] = catalogs;
  return catalogs.length === 1 && catalog ? catalog : null;
}
