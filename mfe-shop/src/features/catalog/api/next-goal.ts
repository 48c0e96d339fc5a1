import type { Coupon, SiteRuntime } from 'shared-kit';

/** Select or cancel a goody as the next goal (SHOP-COUPON-1); the card carries it. */
export async function toggleNextGoal(
  { kit, bus }: Pick<SiteRuntime, 'kit' | 'bus'>,
  coupon: Coupon,
  selected: boolean,
): Promise<void> {
  if (selected) await kit.cancelCouponAsNextGoal(coupon);
  else await kit.selectCouponAsNextGoal(coupon);
  bus.emit('card:refresh', {});
}
