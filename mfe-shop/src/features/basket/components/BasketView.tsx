import { observer } from 'mobx-react-lite';
import { ROUTE_PATHS } from 'shared-kit';
import { ButtonLink, Card, PageHeading, PageIntro, starsLabel } from 'shared-ui';
import { PageFailed, PageLoading, PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { Refusal } from '../../catalog/components/styles';
import { useShopState } from '../../catalog/state/use-shop-state';
import { basketTotal, hasEnoughStars } from '../state/basket-rule';
import { useBasket } from '../state/use-basket';
import { BasketLine } from './BasketLine';
import { Lines, Summary } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

/** ROUTE-1 basket: lines, total, balance after the order, « Commander » only when the stars cover it. */
export const BasketView = observer(function BasketView() {
  useSiteLanguage();
  const basket = useBasket();
  const shop = useShopState();
  const title = (
    <PageIntro>
      <PageHeading id="shop-basket-title">{SHOP_FR.basket.title}</PageHeading>
    </PageIntro>
  );
  if (shop.error) return <PageFailed onRetry={shop.retry} />;
  if (shop.loading) {
    return (
      <PageStack>
        {title}
        <PageLoading />
      </PageStack>
    );
  }
  const purchases = basket.purchases;
  if (purchases.length === 0) {
    return (
      <PageStack>
        {title}
        <Card>
          <p>{SHOP_FR.basket.empty}</p>
          <ButtonLink to={ROUTE_PATHS.shop}>{SHOP_FR.basket.toShop}</ButtonLink>
        </Card>
      </PageStack>
    );
  }
  const total = basketTotal(purchases, shop.coupons);
  const enough = hasEnoughStars(shop.available, total);
  // A line whose goody left the catalogue or sold out must go before ordering.
  const orderable = purchases.every((purchase) => {
    const coupon = shop.coupons.get(purchase.couponIdentifier);
    return coupon !== undefined && coupon.stock !== 0;
  });
  return (
    <PageStack>
      {title}
      <Lines aria-labelledby="shop-basket-title">
        {purchases.map((purchase) => (
          <BasketLine
            key={purchase.couponIdentifier}
            purchase={purchase}
            coupon={shop.coupons.get(purchase.couponIdentifier)}
            coupons={shop.coupons}
            available={shop.available}
          />
        ))}
      </Lines>
      <Card>
        <Summary>
          <dt>{SHOP_FR.basket.total}</dt>
          <dd data-testid="basket-total">{starsLabel(total)}</dd>
          <dt>{SHOP_FR.basket.balance}</dt>
          <dd>{shop.available === null ? '…' : starsLabel(shop.available)}</dd>
          <dt>{SHOP_FR.basket.after}</dt>
          <dd data-testid="basket-after">{starsLabel((shop.available ?? 0) - total)}</dd>
        </Summary>
        {basket.saveError && <Refusal role="alert">{SHOP_FR.basket.saveFailed}</Refusal>}
        {!enough && <Refusal role="alert">{SHOP_FR.basket.notEnough(total - (shop.available ?? 0))}</Refusal>}
        {enough && orderable && (
          <p style={{ marginTop: '1rem' }}>
            <ButtonLink to={ROUTE_PATHS['shop-order-informations']}>{SHOP_FR.basket.order}</ButtonLink>
          </p>
        )}
      </Card>
    </PageStack>
  );
});
