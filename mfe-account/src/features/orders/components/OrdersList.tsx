import { useState } from 'react';
import { ROUTE_PATHS } from 'shared-kit';
import { EmptyState, LoadError, LoadingRows } from '../../../components/DataStates';
import { List } from '../../../components/page-styles';
import { Pager, pageOf } from '../../../components/Pager';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useOrders } from '../api/use-orders';
import { orderLines } from '../state/order-lines';
import { OrderCard } from './OrderCard';
import { useSiteLanguage } from 'shared-ui/i18n';

const PER_PAGE = 10;

/** Mes commandes: every order, newest first (the provider's order), a line per goody of an order, ten per page. */
export function OrdersList() {
  useSiteLanguage();
  const { data, error, mutate } = useOrders();
  const [page, setPage] = useState(1);
  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="orders-error" />;
  if (!data) return <LoadingRows testId="orders-loading" />;
  if (data.length === 0) {
    return (
      <EmptyState
        text={ACCOUNT_FR.orders.empty}
        cta={ACCOUNT_FR.orders.emptyCta}
        to={ROUTE_PATHS.shop}
        testId="orders-empty"
      />
    );
  }
  const shown = pageOf(orderLines(data), page, PER_PAGE);
  return (
    <>
      <List data-testid="orders-list">
        {shown.items.map((line) => (
          <OrderCard key={line.order.id} line={line} />
        ))}
      </List>
      <Pager page={shown.page} pages={shown.pages} onPage={setPage} label={ACCOUNT_FR.orders.title} />
    </>
  );
}
