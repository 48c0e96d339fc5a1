import type { Catalog } from 'shared-kit';
import { useServerRead, useSiteRuntime } from 'shared-ui';
import useSWR from 'swr';
import { useShopData } from '../../../app/use-shop-data';

/** The user's catalogue (SHOP-CATALOG-1: exactly one), fresh after an order (`catalog:refresh`). */
export function useCatalog() {
  // What the server read for the visitor's page: the catalogue starts from it (in the HTML and while hydrating).
  const served = useServerRead('catalog');
  return useShopData<Catalog>('catalog', (kit) => kit.getCatalog(), ['catalog:refresh'], { fallbackData: served });
}

/**
 * The same goodies for the logged-out view (a partner read, no user: provider-sandbox/CONTRACT.md). `serverRead` is
 * what the server read for the page it rendered: the view starts from it (in the HTML and while hydrating), and SWR
 * asks the provider again on focus or on a later page, not right after hydrating.
 */
export function usePublicCatalog(serverRead?: Catalog) {
  const { kit } = useSiteRuntime();
  return useSWR<Catalog>(['shop', 'public-catalog'], () => kit.getPublicCatalog(), {
    shouldRetryOnError: false,
    fallbackData: serverRead,
    ...(serverRead === undefined ? {} : { revalidateOnMount: false }),
  });
}
