import { createContext, useContext, type ReactNode } from 'react';
import { bus as pageBus, sessionStore as pageSession, type EventBus, type Kit, type SessionStore } from 'shared-kit';
import { useAuthorizedUserId } from 'shared-ui/data';
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

/** The provider id of the user the kit acts for, null until the host has authorized it. */
export function useKitUserId(): number | null {
  return useAuthorizedUserId(useShopKit().kit);
}
