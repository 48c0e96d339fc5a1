import { ShopView } from '../features/catalog/components/ShopView';
import { kit } from '../kit';

/** /la-grande-boutique (ROUTE-4, route shop). */
export default function ShopPage() {
  return (
    <div data-testid="shop" data-kit-instance={kit.instanceId} aria-labelledby="shop-title">
      <ShopView />
    </div>
  );
}
