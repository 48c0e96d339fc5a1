import type { ServerReadId } from 'shared-kit';
import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { ShopView } from '../features/catalog/components/ShopView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's goodies and card (stars, next goal) before rendering this page for them. */
export const serverReads: ServerReadId[] = ['catalog', 'card-slots'];

/** /la-grande-boutique (ROUTE-4, route shop). */
export default function ShopPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop" data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)} aria-labelledby="shop-title">
      <ShopView />
    </div>
  );
}
