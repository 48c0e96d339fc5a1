import { useSiteRuntime } from 'shared-ui';
import { useMemo } from 'react';
import type { UserInformation } from 'shared-kit';
import { useSavedAddresses } from 'shared-ui/data';
import type { SiteKit } from 'shared-kit';

/** The default first, then the provider's order (oldest first): the one used for orders leads. */
function defaultFirst(addresses: UserInformation[]): UserInformation[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** Mes adresses (CONTRACT.md user_informations): shared-ui's one reader of the saved addresses, default first. */
export function useAddresses() {
  const { kit, bus } = useSiteRuntime();
  const addresses = useSavedAddresses(kit, bus);
  const data = useMemo(() => (addresses.data ? defaultFirst(addresses.data) : undefined), [addresses.data]);
  return { ...addresses, data };
}

/** KIT-3: update, delete and make-default need the numeric id (the kit checks it before the request). */
export const addressActions = {
  create: (kit: SiteKit, fields: Parameters<SiteKit['createUserInformation']>[0]) => kit.createUserInformation(fields),
  update: (kit: SiteKit, id: number, fields: Parameters<SiteKit['updateUserInformation']>[1]) =>
    kit.updateUserInformation(id, fields),
  remove: (kit: SiteKit, id: number) => kit.deleteUserInformation(id),
  makeDefault: (kit: SiteKit, id: number) => kit.makeUserInformationDefault(id),
};
