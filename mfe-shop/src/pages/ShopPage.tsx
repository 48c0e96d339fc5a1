import type { PageLoaderArgs } from 'shared-kit';
import { loadReads, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { catalogRead } from '../features/catalog/api/use-catalog';
import { ShopView } from '../features/catalog/components/ShopView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's goodies, read before the page renders (their card comes with every page of theirs: the header's). */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [catalogRead]);

/** /la-grande-boutique (ROUTE-4, route shop). */
export default function ShopPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop" data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)} aria-labelledby="shop-title">
      <ShopView />
    </div>
  );
}
