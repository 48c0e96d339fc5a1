import type { PageLoaderArgs } from 'shared-kit';
import { loadReads } from 'shared-ui';
import { ordersRead } from '../features/orders/api/use-orders';
import { AccountPage } from '../components/AccountPage';
import { OrdersList } from '../features/orders/components/OrdersList';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's orders, read before the page renders. */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [ordersRead]);

/** /mon-compte/mon-historique/mes-commandes (ROUTE-3, route profile-history-orders). */
export default function OrdersHistoryPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-history-orders" title={ACCOUNT_FR.orders.title}>
      <OrdersList />
    </AccountPage>
  );
}
