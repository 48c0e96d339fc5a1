import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Coupon } from 'shared-kit';
import { Button, showToast } from 'shared-ui';
import { SHOP_FR } from '../../../messages/fr';
import { HiddenLabel, QuantitySelect, Refusal, Row } from '../../catalog/components/styles';
import type { AddDecision } from '../state/basket-rule';
import { useBasket } from '../state/use-basket';
import { useSiteLanguage } from 'shared-ui/i18n';

const QUANTITIES = [1, 2, 3, 4, 5];

interface AddToBasketProps {
  coupon: Coupon;
  coupons: ReadonlyMap<string, Coupon>;
  available: number | null;
}

function refusalText(decision: Exclude<AddDecision, { allowed: true }>): string {
  if (decision.reason === 'not_enough_stars') return SHOP_FR.refusal.not_enough_stars(decision.missing);
  return SHOP_FR.refusal[decision.reason];
}

/** Quantity and « Ajouter au panier »; a refused add says why and how many stars are missing (SHOP-BASKET-1). */
export const AddToBasket = observer(function AddToBasket({ coupon, coupons, available }: AddToBasketProps) {
  useSiteLanguage();
  const basket = useBasket();
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const soldOut = coupon.stock === 0;

  const add = () => {
    const decision = basket.add({ coupon, quantity, available, coupons });
    if (decision.allowed) {
      setRefusal(null);
      showToast(SHOP_FR.shop.added(coupon.name), { kind: 'success' });
    } else {
      setRefusal(refusalText(decision));
    }
  };

  return (
    <>
      <Row>
        <HiddenLabel htmlFor={`${id}-quantity`}>{SHOP_FR.shop.quantityOf(coupon.name)}</HiddenLabel>
        <QuantitySelect
          id={`${id}-quantity`}
          value={quantity}
          disabled={soldOut}
          onChange={(event) => {
            setQuantity(Number(event.target.value));
            setRefusal(null);
          }}
        >
          {QUANTITIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </QuantitySelect>
        <Button type="button" onClick={add} disabled={soldOut} aria-describedby={refusal ? `${id}-refusal` : undefined}>
          {SHOP_FR.shop.add}
        </Button>
      </Row>
      {refusal && (
        <Refusal id={`${id}-refusal`} role="alert" data-testid="add-refusal">
          {refusal}
        </Refusal>
      )}
    </>
  );
});
