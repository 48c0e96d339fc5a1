import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { bus as pageBus, type EventBus, type Kit } from 'shared-kit';
import { kit as sharedKit } from '../kit';

/**
 * What the account pages ask of the provider kit, in one place: pages read it through
 * `useAccountKit()`, tests pass a fake with the same shape (src/testing/fake-kit.ts).
 */
export type AccountKit = Pick<
  Kit,
  | 'session'
  | 'getCardSlots'
  | 'getTimeline'
  | 'getReceipts'
  | 'getReceipt'
  | 'cancelReceipt'
  | 'claimOnReceipt'
  | 'reportOnReceipt'
  | 'getOffers'
  | 'getAllOrders'
  | 'getUserInformations'
  | 'createUserInformation'
  | 'updateUserInformation'
  | 'deleteUserInformation'
  | 'makeUserInformationDefault'
  | 'changePassword'
>;

interface AccountDeps {
  kit: AccountKit;
  bus: EventBus;
}

const AccountContext = createContext<AccountDeps>({ kit: sharedKit, bus: pageBus });

export function AccountKitProvider({ kit, bus, children }: AccountDeps & { children: ReactNode }) {
  return <AccountContext.Provider value={{ kit, bus }}>{children}</AccountContext.Provider>;
}

export function useAccountKit(): AccountDeps {
  return useContext(AccountContext);
}

function authorizedUserId(kit: AccountKit): number | null {
  const { user, accessToken } = kit.session;
  return user !== null && accessToken !== null ? user.id : null;
}

/**
 * The provider id of the user the kit acts for, null until the host has authorized it (it does so
 * after every session change, spec §4). SWR keys carry it, so one user never sees another's cache
 * and nothing is requested before the kit can answer.
 */
export function useKitUserId(): number | null {
  const { kit } = useAccountKit();
  const [userId, setUserId] = useState(() => authorizedUserId(kit));
  useEffect(() => reaction(() => authorizedUserId(kit), setUserId, { fireImmediately: true }), [kit]);
  return userId;
}
