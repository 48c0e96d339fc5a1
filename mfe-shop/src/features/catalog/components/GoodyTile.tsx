import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { pathTo, type Coupon } from 'shared-kit';
import { Link, showToast, starsLabel, useSiteRuntime } from 'shared-ui';
import { SHOP_FR } from '../../../messages/fr';
import { AddToBasket } from '../../basket/components/AddToBasket';
import { useBasket } from '../../basket/state/use-basket';
import { toggleNextGoal } from '../api/next-goal';
import { slugOf } from '../state/grid';
import { GoodyImage } from './GoodyImage';
import { Badge, LinkButton, Price, Tile } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

interface GoodyTileProps {
  coupon: Coupon;
  coupons: ReadonlyMap<string, Coupon>;
  available: number | null;
  isGoal: boolean;
  eager: boolean;
}

export function StockBadge({ coupon }: { coupon: Coupon }) {
  useSiteLanguage();
  if (coupon.stock === 0) return <Badge tone="danger">{SHOP_FR.shop.soldOut}</Badge>;
  if (typeof coupon.stock === 'number' && coupon.stock <= 20)
    return <Badge>{SHOP_FR.shop.stockLeft(coupon.stock)}</Badge>;
  return null;
}

/** One goody of the grid: picture, name, price, stock, quantity, add, next goal. */
export const GoodyTile = observer(function GoodyTile({ coupon, coupons, available, isGoal, eager }: GoodyTileProps) {
  useSiteLanguage();
  const deps = useSiteRuntime();
  const basket = useBasket();
  const [goalBusy, setGoalBusy] = useState(false);
  const href = pathTo('shop-gift', { id: coupon.identifier, slug: slugOf(coupon.name) });
  const inBasket = basket.quantityOf(coupon.identifier);
  const titleId = `goody-${coupon.identifier}`;

  const toggleGoal = async () => {
    setGoalBusy(true);
    try {
      await toggleNextGoal(deps, coupon, isGoal);
    } catch {
      showToast(SHOP_FR.goal.failed, { kind: 'error' });
    } finally {
      setGoalBusy(false);
    }
  };

  return (
    <Tile soldOut={coupon.stock === 0} aria-labelledby={titleId} data-testid="goody" data-goody={coupon.identifier}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <GoodyImage coupon={coupon} eager={eager} />
      </Link>
      <h2 id={titleId}>
        <Link to={href}>{coupon.name}</Link>
      </h2>
      <Price>
        <span aria-hidden="true">★</span>
        {starsLabel(coupon.value)}
      </Price>
      <StockBadge coupon={coupon} />
      {inBasket > 0 && <Badge tone="success">{SHOP_FR.shop.inBasket(inBasket)}</Badge>}
      <AddToBasket coupon={coupon} coupons={coupons} available={available} />
      {coupon.stock !== 0 && (
        <LinkButton type="button" onClick={toggleGoal} disabled={goalBusy} aria-pressed={isGoal}>
          {isGoal ? SHOP_FR.goal.cancel : SHOP_FR.goal.select}
        </LinkButton>
      )}
    </Tile>
  );
});
