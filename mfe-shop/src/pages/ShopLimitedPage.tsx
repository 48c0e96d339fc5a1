import type { PageLoaderArgs } from 'shared-kit';
import { loadReads, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { publicCatalogRead } from '../features/catalog/api/use-catalog';
import { ShopLimitedView } from '../features/catalog/components/ShopLimitedView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The goodies, read before the page renders (the same for every visitor: a partner read). */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [publicCatalogRead]);

/** /la-grande-boutique-hors-connexion (GUARD-3, route shop-limited). */
export default function ShopLimitedPage() {
  useSiteLanguage();
  const kitInstance = useKitInstanceTag(useSiteRuntime().kit);
  return (
    <div data-testid="shop-limited" data-kit-instance={kitInstance} aria-labelledby="shop-limited-title">
      <ShopLimitedView />
    </div>
  );
}
