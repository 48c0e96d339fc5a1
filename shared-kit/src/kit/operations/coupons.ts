import { kitErrors } from '../errors/kit-errors';
import type {
  EarnedCouponAnswer,
  LoyaltyCard,
  NextGoalAnswer,
  Order,
  UserInformationFields,
} from '../types/provider-types';
import { optionalString, requireIdentified, requireObject } from '../validation/rules';
import type { KitContext } from './kit-context';

/** Anything carrying the string `identifier` KIT-3 asks of coupon and goody objects. */
export interface Identified {
  identifier: string;
}

/**
 * SHOP-COUPON-1: buy, cancel, select or cancel as next goal, resell as points
 * or as fidzs (only if resellable_as_fidzs), and SHOP-ORDER-2 orderGoody.
 */
export function couponOperations(ctx: KitContext) {
  const { api } = ctx;
  function cart<T>(action: string, params: Record<string, unknown>): Promise<T> {
    return api.request<T>({ method: 'POST', path: `/api/fidmarquesv3/shop_cart/${action}`, auth: 'user', params });
  }

  return {
    async buyCoupon(coupon: Identified): Promise<EarnedCouponAnswer> {
      const identifier = requireIdentified('coupon', coupon);
      return cart('buy', { coupon_identifier: identifier });
    },

    async cancelCoupon(earnedCoupon: Identified): Promise<{ card: LoyaltyCard }> {
      const identifier = requireIdentified('coupon', earnedCoupon);
      return cart('cancel_buy', { earned_coupon_identifier: identifier });
    },

    /** One next goal per user: selecting another goody replaces it. */
    async selectCouponAsNextGoal(coupon: Identified): Promise<NextGoalAnswer> {
      return cart('select_next_goal', { coupon_identifier: requireIdentified('coupon', coupon) });
    },

    /** Only the current goal can be cancelled (another one answers not_found). */
    async cancelCouponAsNextGoal(coupon: Identified): Promise<NextGoalAnswer> {
      return cart('cancel_next_goal', { coupon_identifier: requireIdentified('coupon', coupon) });
    },

    async resellCouponAsPoints(earnedCoupon: Identified): Promise<EarnedCouponAnswer> {
      const identifier = requireIdentified('coupon', earnedCoupon);
      return cart('resell', { earned_coupon_identifier: identifier, as: 'points' });
    },

    /** SHOP-COUPON-1: only a coupon flagged resellable_as_fidzs may be resold as fidzs. */
    async resellCouponAsFidzs(
      earnedCoupon: Identified & { resellable_as_fidzs?: boolean },
    ): Promise<EarnedCouponAnswer> {
      const identifier = requireIdentified('coupon', earnedCoupon);
      if (earnedCoupon.resellable_as_fidzs !== true) {
        throw kitErrors.invalidParameter('coupon.resellable_as_fidzs', 'not_resellable', identifier);
      }
      return cart('resell', { earned_coupon_identifier: identifier, as: 'fidzs' });
    },

    /**
     * SHOP-ORDER-2: orderGoody needs the goody and a userInformations object (the delivery address). One unit per
     * call; `orderReference` names the basket order the unit belongs to, so the provider can speak of one order.
     */
    async orderGoody(
      goody: Identified,
      userInformations: UserInformationFields,
      orderReference?: string,
    ): Promise<{ order: Order; card: LoyaltyCard }> {
      const identifier = requireIdentified('goody', goody);
      const address = requireObject('userInformations', userInformations);
      const reference = optionalString('orderReference', orderReference);
      return cart('order_goody', {
        coupon_identifier: identifier,
        user_informations: address,
        ...(reference === undefined ? {} : { order_reference: reference }),
      });
    },
  };
}

export type CouponOperations = ReturnType<typeof couponOperations>;
