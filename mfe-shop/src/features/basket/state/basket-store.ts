import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { BasketPurchase, Coupon, EventBus } from 'shared-kit';
import type { SiteSession } from 'shared-kit';
import { decideAdd, type AddDecision } from './basket-rule';

/** A line taken out of the basket, and its place in it. */
export interface RemovedLine {
  purchase: BasketPurchase;
  index: number;
}

/**
 * The basket (SHOP-BASKET-2, SHOP-BASKET-1 rule), over the session store that keeps it in the
 * session cookie: every change is saved with PUT /api/updateBasketInSession, in order, and
 * announced with `basket:changed` once saved (the host's header count reads the session then).
 * A reload or another browser of the same user starts from GET /api/session; another tab of this browser follows at
 * once (the session store reads the session again when it hears this store's `basket:changed` from another tab, and
 * the basket is read from it). It is the only writer of the session
 * basket, after an order too (GUARD-3: the basket is reset once the order is complete, before the summary
 * is left): two writers raced and could bring ordered goodies back.
 */
export class BasketStore {
  /** The basket as the user just changed it, until the session holds it. */
  private optimistic: BasketPurchase[] | null = null;
  saveError = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: SiteSession,
    private readonly bus: EventBus,
  ) {
    makeObservable<BasketStore, 'optimistic' | 'commit'>(this, {
      optimistic: observableRef,
      saveError: observable,
      purchases: computed,
      count: computed,
      commit: action,
    });
  }

  get purchases(): readonly BasketPurchase[] {
    return this.optimistic ?? this.session.basket.purchases;
  }

  get count(): number {
    return this.purchases.reduce((sum, purchase) => sum + purchase.quantity, 0);
  }

  quantityOf(couponIdentifier: string): number {
    return this.purchases.find((purchase) => purchase.couponIdentifier === couponIdentifier)?.quantity ?? 0;
  }

  /** Adds `quantity` units if the SHOP-BASKET-1 rule allows it; the decision says why not otherwise. */
  add(input: {
    coupon: Coupon;
    quantity: number;
    available: number | null;
    coupons: ReadonlyMap<string, Coupon>;
  }): AddDecision {
    const decision = decideAdd({ ...input, purchases: this.purchases });
    if (!decision.allowed) return decision;
    const current = this.quantityOf(input.coupon.identifier);
    this.commit(this.withQuantity(input.coupon.identifier, current + input.quantity));
    return decision;
  }

  /** Lowers or sets a quantity (the basket page's −); raising goes through add(), which checks the rule. */
  setQuantity(couponIdentifier: string, quantity: number): void {
    this.commit(this.withQuantity(couponIdentifier, Math.max(0, Math.floor(quantity))));
  }

  /** Takes a line out; what it was and where, so that it can be put back (restore). */
  remove(couponIdentifier: string): RemovedLine | null {
    const index = this.purchases.findIndex((purchase) => purchase.couponIdentifier === couponIdentifier);
    const purchase = this.purchases[index];
    this.commit(this.withQuantity(couponIdentifier, 0));
    return purchase ? { purchase: { ...purchase }, index } : null;
  }

  /**
   * « Annuler » after a removal: the line comes back where it was, with its quantity (added to any units of it put
   * in the basket since). Not checked against the stars again: it puts back the basket the user had.
   */
  restore({ purchase, index }: RemovedLine): void {
    const current = this.quantityOf(purchase.couponIdentifier);
    if (current > 0) {
      this.commit(this.withQuantity(purchase.couponIdentifier, current + purchase.quantity));
      return;
    }
    const next = this.purchases.map((line) => ({ ...line }));
    next.splice(Math.min(index, next.length), 0, { ...purchase });
    this.commit(next);
  }

  /** SHOP-ORDER-2 partial order: one unit leaves the basket per ordered goody; the rest stays. */
  removeOrderedUnits(orderedCouponIdentifiers: readonly string[]): void {
    let next = [...this.purchases];
    for (const identifier of orderedCouponIdentifiers) {
      next = next
        .map((purchase) =>
          purchase.couponIdentifier === identifier ? { ...purchase, quantity: purchase.quantity - 1 } : purchase,
        )
        .filter((purchase) => purchase.quantity > 0);
    }
    this.commit(next);
  }

  /** Resolves once every change so far is in the session (the order pages wait for it). */
  flushed(): Promise<void> {
    return this.queue;
  }

  private withQuantity(couponIdentifier: string, quantity: number): BasketPurchase[] {
    const others = this.purchases.filter((purchase) => purchase.couponIdentifier !== couponIdentifier);
    if (quantity <= 0) return others;
    const exists = this.purchases.some((purchase) => purchase.couponIdentifier === couponIdentifier);
    return exists
      ? this.purchases.map((purchase) =>
          purchase.couponIdentifier === couponIdentifier ? { couponIdentifier, quantity } : { ...purchase },
        )
      : [...this.purchases.map((purchase) => ({ ...purchase })), { couponIdentifier, quantity }];
  }

  private commit(next: BasketPurchase[]): void {
    this.optimistic = next;
    this.saveError = false;
    this.queue = this.queue.then(async () => {
      try {
        await this.session.saveBasket(next);
        this.bus.emit('basket:changed', { purchases: next });
      } catch (error) {
        console.error('[basket] could not save the basket in the session', error);
        runInAction(() => {
          this.saveError = true;
        });
      } finally {
        runInAction(() => {
          if (this.optimistic === next) this.optimistic = null;
        });
      }
    });
  }
}

const stores = new WeakMap<SiteSession, BasketStore>();

/** One basket store per session (one per page in the site: the shared session store). */
export function basketStoreFor(session: SiteSession, bus: EventBus): BasketStore {
  let store = stores.get(session);
  if (!store) {
    store = new BasketStore(session, bus);
    stores.set(session, store);
  }
  return store;
}
