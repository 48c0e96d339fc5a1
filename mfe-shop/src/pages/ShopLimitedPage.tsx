import { ShopLimitedView } from '../features/catalog/components/ShopLimitedView';
import { useKitInstanceTag } from 'shared-ui';
import { kit } from '../kit';

/** /la-grande-boutique-hors-connexion (GUARD-3, route shop-limited). */
export default function ShopLimitedPage() {
  const kitInstance = useKitInstanceTag(kit);
  return (
    <div data-testid="shop-limited" data-kit-instance={kitInstance} aria-labelledby="shop-limited-title">
      <ShopLimitedView />
    </div>
  );
}
