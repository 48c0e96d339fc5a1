import { ShopLimitedView } from '../features/catalog/components/ShopLimitedView';
import { kit } from '../kit';

/** /la-grande-boutique-hors-connexion (spec §2, route shop-limited). */
export default function ShopLimitedPage() {
  return (
    <div data-testid="shop-limited" data-kit-instance={kit.instanceId} aria-labelledby="shop-limited-title">
      <ShopLimitedView />
    </div>
  );
}
