import type { BasketPurchase, Coupon, UserInformationFields } from 'shared-kit';
import type { SiteKit } from 'shared-kit';

export type OrderOutcome = 'all' | 'none' | 'partial';

export interface OrderResult {
  outcome: OrderOutcome;
  /** One identifier per unit ordered, in order. */
  ordered: string[];
  failed: string[];
}

/** SHOP-ORDER-2: one goody per unit, so a basket line of 3 is three orders. */
export function unitsOf(purchases: readonly BasketPurchase[], coupons: ReadonlyMap<string, Coupon>): Coupon[] {
  return purchases.flatMap((purchase) => {
    const coupon = coupons.get(purchase.couponIdentifier);
    return coupon ? Array.from({ length: purchase.quantity }, () => coupon) : [];
  });
}

/** Names one basket order: its units, sent one by one, are one order with quantities for the provider. */
export function newOrderReference(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Sends the units one after another (never in parallel: the provider debits stars atomically per
 * order, and a sold-out line must not stop the others), each with the order's reference, so that two key rings of one
 * basket are one order of 2 (one « commande enregistrée », one line in « Mes commandes »). All succeed, none, or some:
 * the caller removes the ordered units from the basket and shows the SHOP-ORDER-2 message.
 */
export async function placeOrder(
  kit: Pick<SiteKit, 'orderGoody'>,
  units: readonly Coupon[],
  userInformations: UserInformationFields,
  onProgress: (done: number, total: number) => void,
  reference: string = newOrderReference(),
): Promise<OrderResult> {
  const ordered: string[] = [];
  const failed: string[] = [];
  onProgress(0, units.length);
  for (const unit of units) {
    try {
      await kit.orderGoody(unit, userInformations, reference);
      ordered.push(unit.identifier);
    } catch (error) {
      console.warn('[order] order_goody failed', unit.identifier, error);
      failed.push(unit.identifier);
    }
    onProgress(ordered.length + failed.length, units.length);
  }
  const outcome: OrderOutcome = failed.length === 0 ? 'all' : ordered.length === 0 ? 'none' : 'partial';
  return { outcome, ordered, failed };
}
