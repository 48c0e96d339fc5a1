import { useKitInstanceTag } from 'shared-ui';
import { ShopView } from '../features/catalog/components/ShopView';
import { kit } from '../kit';

/** /la-grande-boutique (ROUTE-4, route shop). */
export default function ShopPage() {
  return (
    <div data-testid="shop" data-kit-instance={useKitInstanceTag(kit)} aria-labelledby="shop-title">
      <ShopView />
    </div>
  );
}
