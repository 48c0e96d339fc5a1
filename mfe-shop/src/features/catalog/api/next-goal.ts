import type { Coupon } from 'shared-kit';
import type { ShopDeps } from '../../../app/shop-kit';

/** Select or cancel a goody as the next goal (SHOP-COUPON-1); the card carries it. */
export async function toggleNextGoal(
  { kit, bus }: Pick<ShopDeps, 'kit' | 'bus'>,
  coupon: Coupon,
  selected: boolean,
): Promise<void> {
  if (selected) await kit.cancelCouponAsNextGoal(coupon);
  else await kit.selectCouponAsNextGoal(coupon);
  bus.emit('card:refresh', {});
}
