import type { Catalog } from 'shared-kit';
import { pageRead, useLoaded, useSiteRuntime } from 'shared-ui';
import useSWR from 'swr';
import { useShopData } from '../../../app/use-shop-data';

/** The user's catalogue, read by the loaders of the shop's pages for a visitor and by `useCatalog`. */
export const catalogRead = pageRead('catalog', (kit: { getCatalog(): Promise<Catalog> }) => kit.getCatalog());

/** The goodies for the logged-out view (a partner read, no user: provider-sandbox/CONTRACT.md). */
export const publicCatalogRead = pageRead('public-catalog', (kit: { getPublicCatalog(): Promise<Catalog> }) =>
  kit.getPublicCatalog(),
);

/** The user's catalogue (SHOP-CATALOG-1: exactly one), fresh after an order (`catalog:refresh`). */
export function useCatalog() {
  // What the page's loader read: the catalogue starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(catalogRead);
  return useShopData<Catalog>(catalogRead.name, (kit) => catalogRead.read(kit), ['catalog:refresh'], {
    fallbackData: loaded,
  });
}

/**
 * The same goodies for the logged-out view. What the page's loader read is where the view starts (in the HTML, while
 * hydrating, after a navigation), and SWR asks the provider again on focus or on a later page, not right away.
 */
export function usePublicCatalog() {
  const { kit } = useSiteRuntime();
  const loaded = useLoaded(publicCatalogRead);
  return useSWR<Catalog>(['shop', publicCatalogRead.name], () => publicCatalogRead.read(kit), {
    shouldRetryOnError: false,
    fallbackData: loaded,
    ...(loaded === undefined ? {} : { revalidateOnMount: false }),
  });
}
