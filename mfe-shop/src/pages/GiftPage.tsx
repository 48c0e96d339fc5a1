import type { Catalog, LoadedReads, PageLoaderArgs, PageSubject } from 'shared-kit';
import { loadReads, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { catalogRead, publicCatalogRead } from '../features/catalog/api/use-catalog';
import { GiftDetail } from '../features/catalog/components/GiftDetail';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's goodies, read before the page renders (their card comes with every page of theirs: the header's). */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [catalogRead]);

/**
 * The goody of the address, from the catalogue read: the page's head and tab name it (« Mug collector · La Grande
 * Boutique »); an identifier the catalogue does not hold is the 404 page, as GiftDetail shows it.
 */
export function subject(loaded: LoadedReads, params: PageLoaderArgs['params']): PageSubject {
  const catalog = (loaded[catalogRead.name] ?? loaded[publicCatalogRead.name]) as Catalog | undefined;
  if (!catalog) return null;
  const coupon = catalog.coupons.find((goody) => goody.identifier === params.id);
  return coupon ? { name: coupon.name } : 'not-found';
}

/** /la-grande-boutique/cadeau/{id}/{slug} (ROUTE-4, route shop-gift). */
export default function GiftPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop-gift" data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}>
      <GiftDetail />
    </div>
  );
}
