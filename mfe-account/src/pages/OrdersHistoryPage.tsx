import type { ServerReadId } from 'shared-kit';
import { AccountPage } from '../components/AccountPage';
import { OrdersList } from '../features/orders/components/OrdersList';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's orders before rendering this page for them. */
export const serverReads: ServerReadId[] = ['orders'];

/** /mon-compte/mon-historique/mes-commandes (ROUTE-3, route profile-history-orders). */
export default function OrdersHistoryPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-history-orders" title={ACCOUNT_FR.orders.title}>
      <OrdersList />
    </AccountPage>
  );
}
