import { useSiteRuntime } from 'shared-ui';
import { useRef, useState } from 'react';
import type { Coupon } from 'shared-kit';
import { useBasket } from '../../basket/state/use-basket';
import { clearOrderDraft } from '../state/order-draft';
import { toUserInformations, type OrderFormValues } from '../state/order-form';
import { placeOrder, unitsOf, type OrderResult } from '../state/place-order';

export interface OrderRunState {
  running: boolean;
  progress: { done: number; total: number } | null;
  result: (OrderResult & { stars: number }) | null;
  addressSaveFailed: boolean;
}

/**
 * « Valider »: saves the address once if asked (never per unit, never again on a retry), sends one
 * order_goody per unit in sequence, takes the ordered units out of the basket, and tells the site.
 * A ref guards against a double click: the second click finds the run in progress and does nothing.
 */
export function useOrderRun(coupons: ReadonlyMap<string, Coupon>) {
  const { kit, bus } = useSiteRuntime();
  const basket = useBasket();
  const running = useRef(false);
  const addressSaved = useRef(false);
  const [state, setState] = useState<OrderRunState>({
    running: false,
    progress: null,
    result: null,
    addressSaveFailed: false,
  });

  const run = async (values: OrderFormValues) => {
    if (running.current) return;
    running.current = true;
    setState((previous) => ({ ...previous, running: true, result: null }));
    const info = toUserInformations(values);
    let addressSaveFailed = false;
    if (values.saveAddress && !addressSaved.current) {
      try {
        await kit.createUserInformation(info);
        addressSaved.current = true;
        bus.emit('addresses:changed', {});
      } catch {
        addressSaveFailed = true;
      }
    }
    await basket.flushed();
    const units = unitsOf(basket.purchases, coupons);
    const result = await placeOrder(kit, units, info, (done, total) =>
      setState((previous) => ({ ...previous, progress: { done, total } })),
    );
    const stars = result.ordered.reduce((sum, identifier) => sum + (coupons.get(identifier)?.value ?? 0), 0);
    if (result.ordered.length > 0) {
      basket.removeOrderedUnits(result.ordered);
      bus.emit('card:refresh', {});
      bus.emit('catalog:refresh', {});
    }
    if (result.outcome === 'all') {
      clearOrderDraft();
      bus.emit('order:completed', { orderedCouponIdentifiers: result.ordered });
    }
    running.current = false;
    setState({ running: false, progress: null, result: { ...result, stars }, addressSaveFailed });
  };

  return { ...state, run };
}
