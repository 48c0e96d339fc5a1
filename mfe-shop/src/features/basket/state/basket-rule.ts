import type { BasketPurchase, Coupon } from 'shared-kit';

export type AddDecision =
  | { allowed: true }
  | { allowed: false; reason: 'no_card' | 'sold_out' | 'not_enough_stars' | 'stock'; missing: number };

/** Basket total in stars; a purchase whose goody left the catalogue counts 0 (it cannot be ordered). */
export function basketTotal(purchases: readonly BasketPurchase[], coupons: ReadonlyMap<string, Coupon>): number {
  return purchases.reduce(
    (sum, purchase) => sum + (coupons.get(purchase.couponIdentifier)?.value ?? 0) * purchase.quantity,
    0,
  );
}

export function quantityInBasket(purchases: readonly BasketPurchase[], couponIdentifier: string): number {
  return purchases.find((purchase) => purchase.couponIdentifier === couponIdentifier)?.quantity ?? 0;
}

/**
 * SHOP-BASKET-1: adding is allowed only if the basket total plus value × quantity is at most the
 * available stars, and a card with available stars is required. Stock is checked too: a sold-out
 * goody, or more units than the stock left, is refused before the provider has to say so.
 */
export function decideAdd(input: {
  available: number | null;
  purchases: readonly BasketPurchase[];
  coupons: ReadonlyMap<string, Coupon>;
  coupon: Coupon;
  quantity: number;
}): AddDecision {
  const { available, purchases, coupons, coupon, quantity } = input;
  const cost = coupon.value * quantity;
  if (available === null) return { allowed: false, reason: 'no_card', missing: cost };
  if (coupon.stock === 0) return { allowed: false, reason: 'sold_out', missing: 0 };
  if (typeof coupon.stock === 'number' && quantityInBasket(purchases, coupon.identifier) + quantity > coupon.stock) {
    return { allowed: false, reason: 'stock', missing: 0 };
  }
  const missing = basketTotal(purchases, coupons) + cost - available;
  return missing <= 0 ? { allowed: true } : { allowed: false, reason: 'not_enough_stars', missing };
}

/** SHOP-BASKET-2: the basket has enough stars when the balance is at least the total value. */
export function hasEnoughStars(available: number | null, total: number): boolean {
  return available !== null && available >= total;
}
