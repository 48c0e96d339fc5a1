import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { OrderSummary } from '../features/order/components/OrderSummary';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /la-grande-boutique/commande/recapitulatif (ROUTE-4, route shop-order-summary). */
export default function OrderSummaryPage() {
  useSiteLanguage();
  return (
    <div
      data-testid="shop-order-summary"
      data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}
      aria-labelledby="shop-order-summary-title"
    >
      <OrderSummary />
    </div>
  );
}
