import { makeAutoObservable } from 'mobx';
import type { BasketPurchase, SessionUser } from 'shared-kit';
import type { ShopSession } from '../app/shop-kit';

/** The session store as the shop uses it: the basket and PUT /api/updateBasketInSession (recorded). */
export function fakeSession(purchases: BasketPurchase[] = [], user: SessionUser | null = null) {
  const saved: BasketPurchase[][] = [];
  const control = { fail: false };
  const session: ShopSession = makeAutoObservable({
    user,
    basket: { purchases },
    async saveBasket(next: BasketPurchase[]) {
      saved.push(next);
      if (control.fail) throw new Error('session down');
      session.basket = { purchases: next };
    },
  });
  return { session, saved, control };
}
