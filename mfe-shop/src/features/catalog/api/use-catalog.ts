import type { Catalog } from 'shared-kit';
import useSWR from 'swr';
import { useShopKit } from '../../../app/shop-kit';
import { useShopData } from '../../../app/use-shop-data';

/** The user's catalogue (SHOP-CATALOG-1: exactly one), fresh after an order (`catalog:refresh`). */
export function useCatalog() {
  return useShopData<Catalog>('catalog', (kit) => kit.getCatalog(), ['catalog:refresh']);
}

/**
 * The same goodies for the logged-out view (a partner read, no user: provider-sandbox/CONTRACT.md). `serverRead` is
 * what the server read for the page it rendered: the view starts from it (in the HTML and while hydrating) and SWR
 * asks the provider again behind it.
 */
export function usePublicCatalog(serverRead?: Catalog) {
  const { kit } = useShopKit();
  return useSWR<Catalog>(['shop', 'public-catalog'], () => kit.getPublicCatalog(), {
    shouldRetryOnError: false,
    fallbackData: serverRead,
  });
}
