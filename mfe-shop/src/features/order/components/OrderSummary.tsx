import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { ROUTE_PATHS } from 'shared-kit';
import {
  Button,
  Card,
  Link,
  Navigate,
  PageHeading,
  PageIntro,
  starsLabel,
  useNetworkGuard,
  useSiteRuntime,
} from 'shared-ui';
import { AddressLines, displayPhone } from 'shared-ui/display';
import { toUserInformationFields } from 'shared-ui/forms';
import { PageFailed, PageLoading, PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { ORDER_FR } from '../../../messages/order-fr';
import { Summary } from '../../basket/components/styles';
import { basketTotal, hasEnoughStars } from '../../basket/state/basket-rule';
import { useBasket } from '../../basket/state/use-basket';
import { GoodyImage } from '../../catalog/components/GoodyImage';
import { Refusal } from '../../catalog/components/styles';
import { useShopState } from '../../catalog/state/use-shop-state';
import { loadOrderDraft } from '../state/order-draft';
import { OrderDone } from './OrderDone';
import { useOrderRun } from './use-order-run';
import { useSiteLanguage } from 'shared-ui/i18n';

const Actions = styled(Card)`
  display: grid;
  gap: 1rem;
  justify-items: start;
  > * {
    margin: 0;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: 0.8rem;
    align-items: center;
  }
`;

/** ROUTE-1 order summary: lines, total, address, « Valider » with progress and the SHOP-ORDER-2 outcomes. */
export const OrderSummary = observer(function OrderSummary() {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  const basket = useBasket();
  const shop = useShopState();
  const order = useOrderRun(shop.coupons);
  const network = useNetworkGuard();
  const draft = loadOrderDraft(session.user?.email);
  const heading = (
    <PageIntro>
      <PageHeading id="shop-order-summary-title">{ORDER_FR.summary.title}</PageHeading>
    </PageIntro>
  );

  if (order.result?.outcome === 'all') {
    return (
      <PageStack>
        {heading}
        <OrderDone count={order.result.ordered.length} stars={order.result.stars} />
      </PageStack>
    );
  }
  if (!draft) return <Navigate to={ROUTE_PATHS['shop-order-informations']} replace />;
  if (shop.error) return <PageFailed onRetry={shop.retry} />;
  if (shop.loading) return <PageLoading />;
  if (basket.count === 0) return <Navigate to={ROUTE_PATHS['shop-basket']} replace />;

  const total = basketTotal(basket.purchases, shop.coupons);
  const enough = hasEnoughStars(shop.available, total);
  const { progress, result } = order;
  return (
    <PageStack>
      {heading}
      <Card>
        <h2>{ORDER_FR.summary.lines}</h2>
        <Lines>
          {basket.purchases.map((purchase) => {
            const coupon = shop.coupons.get(purchase.couponIdentifier);
            return (
              <li key={purchase.couponIdentifier} data-testid="summary-line">
                {coupon ? <GoodyImage coupon={coupon} size={56} eager /> : <span />}
                <span>
                  {purchase.quantity} × {coupon?.name ?? purchase.couponIdentifier}
                  {(!coupon || coupon.stock === 0) && <Refusal>{SHOP_FR.basket.unavailable}</Refusal>}
                </span>
                <strong>{starsLabel((coupon?.value ?? 0) * purchase.quantity)}</strong>
              </li>
            );
          })}
        </Lines>
        <Summary>
          <dt>{ORDER_FR.summary.total}</dt>
          <dd data-testid="summary-total">{starsLabel(total)}</dd>
          <dt>{ORDER_FR.summary.balance}</dt>
          <dd>{shop.available === null ? '…' : starsLabel(shop.available)}</dd>
          <dt>{ORDER_FR.summary.after}</dt>
          <dd>{starsLabel((shop.available ?? 0) - total)}</dd>
        </Summary>
      </Card>
      <Card>
        <h2>{ORDER_FR.summary.address}</h2>
        <address style={{ fontStyle: 'normal' }} data-testid="summary-address">
          <AddressLines address={toUserInformationFields(draft)} />
          {displayPhone(draft.phone)} · {draft.email}
        </address>
        <p>
          <Link to={ROUTE_PATHS['shop-order-informations']}>{ORDER_FR.summary.edit}</Link>
        </p>
      </Card>
      <Actions>
        {result?.outcome === 'none' && <Refusal role="alert">{ORDER_FR.summary.none}</Refusal>}
        {result?.outcome === 'partial' && (
          <Refusal role="alert" data-testid="order-partial">
            {ORDER_FR.summary.partial(result.ordered.length, result.failed.length)}
          </Refusal>
        )}
        {order.addressSaveFailed && <p role="status">{ORDER_FR.summary.addressSaveFailed}</p>}
        {!enough && (
          <Refusal role="alert">{`${starsLabel(total - (shop.available ?? 0))} manquantes pour valider.`}</Refusal>
        )}
        {progress && (
          <div>
            <progress
              max={progress.total}
              value={progress.done}
              aria-label={ORDER_FR.summary.ordering}
              style={{ width: '100%' }}
            />
            <p aria-live="polite" data-testid="order-progress">
              {ORDER_FR.summary.progress(progress.done, progress.total)}
            </p>
          </div>
        )}
        <Button
          type="button"
          onClick={() => void order.run(draft)}
          disabled={order.running || !enough || network.offline}
          aria-busy={order.running || undefined}
          aria-describedby={network.describedBy}
          data-testid="order-validate"
        >
          {order.running ? ORDER_FR.summary.ordering : ORDER_FR.summary.validate}
        </Button>
        {network.reason}
      </Actions>
    </PageStack>
  );
});
