import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { OrderInformation } from '../features/order/components/OrderInformation';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /la-grande-boutique/commande/informations (ROUTE-4, route shop-order-informations). */
export default function OrderInformationsPage() {
  useSiteLanguage();
  return (
    <div
      data-testid="shop-order-informations"
      data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}
      aria-labelledby="shop-order-informations-title"
    >
      <OrderInformation />
    </div>
  );
}
