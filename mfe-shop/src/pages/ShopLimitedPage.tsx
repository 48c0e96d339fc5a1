import { ShopLimitedView } from '../features/catalog/components/ShopLimitedView';
import { kit } from '../kit';

/** /la-grande-boutique-hors-connexion (GUARD-3, route shop-limited). */
export default function ShopLimitedPage() {
  return (
    <div data-testid="shop-limited" data-kit-instance={kit.instanceId} aria-labelledby="shop-limited-title">
      <ShopLimitedView />
    </div>
  );
}
