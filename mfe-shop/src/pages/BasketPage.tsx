import type { PageLoaderArgs } from 'shared-kit';
import { loadReads, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { catalogRead } from '../features/catalog/api/use-catalog';
import { BasketView } from '../features/basket/components/BasketView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's goodies, read before the page renders (their card comes with every page of theirs: the header's). */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [catalogRead]);

/** /la-grande-boutique/panier (ROUTE-4, route shop-basket). */
export default function BasketPage() {
  useSiteLanguage();
  return (
    <div
      data-testid="shop-basket"
      data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}
      aria-labelledby="shop-basket-title"
    >
      <BasketView />
    </div>
  );
}
