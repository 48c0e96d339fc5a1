import { reaction } from 'mobx';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { bus as pageBus, sessionStore as pageSession, type EventBus, type Kit, type SessionStore } from 'shared-kit';
import { kit as sharedKit } from '../kit';

/**
 * What the shop pages ask of the provider kit and of the session, in one place: pages read it
 * through `useShopKit()`, tests pass fakes of the same shape (src/testing/fake-shop-kit.ts).
 */
export type ShopKit = Pick<
  Kit,
  | 'session'
  | 'getCardSlots'
  | 'getCatalog'
  | 'getPublicCatalog'
  | 'getOffers'
  | 'getUserInformations'
  | 'createUserInformation'
  | 'orderGoody'
  | 'selectCouponAsNextGoal'
  | 'cancelCouponAsNextGoal'
  | 'getBatchUploader'
>;

export type ShopSession = Pick<SessionStore, 'user' | 'basket' | 'saveBasket'>;

export interface ShopDeps {
  kit: ShopKit;
  bus: EventBus;
  session: ShopSession;
}

const ShopContext = createContext<ShopDeps>({ kit: sharedKit, bus: pageBus, session: pageSession });

export function ShopKitProvider({ children, ...deps }: ShopDeps & { children: ReactNode }) {
  return <ShopContext.Provider value={deps}>{children}</ShopContext.Provider>;
}

export function useShopKit(): ShopDeps {
  return useContext(ShopContext);
}

function authorizedUserId(kit: ShopKit): number | null {
  const { user, accessToken } = kit.session;
  return user !== null && accessToken !== null ? user.id : null;
}

/**
 * The provider id of the user the kit acts for, null until the host authorized it (spec §4). SWR
 * keys carry it: one user never sees another's cache, nothing is asked before the kit can answer.
 */
export function useKitUserId(): number | null {
  const { kit } = useShopKit();
  const [userId, setUserId] = useState(() => authorizedUserId(kit));
  useEffect(() => reaction(() => authorizedUserId(kit), setUserId, { fireImmediately: true }), [kit]);
  return userId;
}
