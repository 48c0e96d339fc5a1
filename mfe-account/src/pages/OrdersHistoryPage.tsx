import { AccountPage } from '../components/AccountPage';
import { OrdersList } from '../features/orders/components/OrdersList';
import { ACCOUNT_FR } from '../messages/fr';

/** /mon-compte/mon-historique/mes-commandes (ROUTE-3, route profile-history-orders). */
export default function OrdersHistoryPage() {
  return (
    <AccountPage route="profile-history-orders" title={ACCOUNT_FR.orders.title}>
      <OrdersList />
    </AccountPage>
  );
}
