import type { ServerReadId } from 'shared-kit';
import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { BasketView } from '../features/basket/components/BasketView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's goodies and card (stars, next goal) before rendering this page for them. */
export const serverReads: ServerReadId[] = ['catalog', 'card-slots'];

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
