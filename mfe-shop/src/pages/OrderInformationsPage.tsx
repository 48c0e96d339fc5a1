import { useKitInstanceTag } from 'shared-ui';
import { OrderInformation } from '../features/order/components/OrderInformation';
import { kit } from '../kit';

/** /la-grande-boutique/commande/informations (ROUTE-4, route shop-order-informations). */
export default function OrderInformationsPage() {
  return (
    <div
      data-testid="shop-order-informations"
      data-kit-instance={useKitInstanceTag(kit)}
      aria-labelledby="shop-order-informations-title"
    >
      <OrderInformation />
    </div>
  );
}
