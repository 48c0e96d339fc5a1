import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { pathTo, type BasketPurchase, type Coupon } from 'shared-kit';
import { Link, showToast, starsLabel } from 'shared-ui';
import { SHOP_FR } from '../../../messages/fr';
import { GoodyImage } from '../../catalog/components/GoodyImage';
import { LinkButton, Refusal } from '../../catalog/components/styles';
import { slugOf } from '../../catalog/state/grid';
import { useBasket } from '../state/use-basket';
import { Line, RoundButton, Stepper } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Long enough to read the toast and reach its « Annuler ». */
const UNDO_MS = 10_000;

interface BasketLineProps {
  purchase: BasketPurchase;
  coupon: Coupon | undefined;
  coupons: ReadonlyMap<string, Coupon>;
  available: number | null;
}

/** One line: quantity −/+ (raising follows the SHOP-BASKET-1 rule), removal, line total. */
export const BasketLine = observer(function BasketLine({ purchase, coupon, coupons, available }: BasketLineProps) {
  useSiteLanguage();
  const basket = useBasket();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = coupon?.name ?? purchase.couponIdentifier;
  const increase = () => {
    if (!coupon) return;
    const decision = basket.add({ coupon, quantity: 1, available, coupons });
    if (decision.allowed) setRefusal(null);
    else
      setRefusal(
        decision.reason === 'not_enough_stars'
          ? SHOP_FR.refusal.not_enough_stars(decision.missing)
          : SHOP_FR.refusal[decision.reason],
      );
  };
  const decrease = () => {
    setRefusal(null);
    basket.setQuantity(purchase.couponIdentifier, purchase.quantity - 1);
  };
  // Gone at once, as asked, with a way back: « Annuler » puts the line back with its quantity.
  const remove = () => {
    const removed = basket.remove(purchase.couponIdentifier);
    if (!removed) return;
    showToast(SHOP_FR.basket.removed(name), {
      kind: 'info',
      durationMs: UNDO_MS,
      action: { label: SHOP_FR.basket.undo, run: () => basket.restore(removed) },
    });
  };
  return (
    <Line data-testid="basket-line" data-goody={purchase.couponIdentifier}>
      {coupon ? <GoodyImage coupon={coupon} size={96} eager /> : <span aria-hidden="true" />}
      <div>
        <h2>
          {coupon ? (
            <Link to={pathTo('shop-gift', { id: coupon.identifier, slug: slugOf(coupon.name) })}>{name}</Link>
          ) : (
            name
          )}
        </h2>
        {coupon ? <p>{starsLabel(coupon.value)}</p> : <Refusal>{SHOP_FR.basket.unavailable}</Refusal>}
        {coupon?.stock === 0 && <Refusal>{SHOP_FR.basket.unavailable}</Refusal>}
        <LinkButton type="button" onClick={remove} aria-label={SHOP_FR.basket.remove(name)}>
          {SHOP_FR.basket.removeShort}
        </LinkButton>
      </div>
      <Stepper>
        <RoundButton type="button" onClick={decrease} aria-label={SHOP_FR.basket.decrease(name)}>
          −
        </RoundButton>
        <output aria-live="polite" aria-label={SHOP_FR.shop.quantityOf(name)}>
          {purchase.quantity}
        </output>
        <RoundButton
          type="button"
          onClick={increase}
          disabled={!coupon || coupon.stock === 0}
          aria-label={SHOP_FR.basket.increase(name)}
        >
          +
        </RoundButton>
      </Stepper>
      <span className="line-total">{starsLabel((coupon?.value ?? 0) * purchase.quantity)}</span>
      {refusal && (
        <Refusal role="alert" style={{ gridColumn: '1 / -1' }}>
          {refusal}
        </Refusal>
      )}
    </Line>
  );
});
