import { DeclarePurchases } from '../features/declare/components/DeclarePurchases';
import { kit } from '../kit';

/** /la-grande-boutique/declarer-mes-achats (ROUTE-4, route shop-declare). */
export default function DeclarePurchasesPage() {
  return (
    <div data-testid="shop-declare" data-kit-instance={kit.instanceId} aria-labelledby="shop-declare-title">
      <DeclarePurchases />
    </div>
  );
}
