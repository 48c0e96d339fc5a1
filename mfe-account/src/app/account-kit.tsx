import { createContext, useContext, type ReactNode } from 'react';
import { bus as pageBus, type EventBus, type Kit } from 'shared-kit';
import { useAuthorizedUserId } from 'shared-ui/data';
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
  | 'getPlayedCodes'
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

/** The provider id of the user the kit acts for, null until the host has authorized it. */
export function useKitUserId(): number | null {
  return useAuthorizedUserId(useAccountKit().kit);
}
