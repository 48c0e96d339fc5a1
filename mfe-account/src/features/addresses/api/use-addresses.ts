import { useSiteRuntime } from 'shared-ui';
import { useMemo } from 'react';
import type { UserInformation } from 'shared-kit';
import { useSavedAddresses } from 'shared-ui/data';
import type { EventBus, SiteKit } from 'shared-kit';

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

/** What an address write needs of the page's runtime: the kit to write, the bus to say so. */
export interface AddressWriter {
  kit: SiteKit;
  bus: EventBus;
}

/** Once written, every reader of the addresses reads them again, the visitor's other tabs' too. */
async function announced<T>(bus: EventBus, write: Promise<T>): Promise<T> {
  const answer = await write;
  bus.emit('addresses:changed', {});
  return answer;
}

/** KIT-3: update, delete and make-default need the numeric id (the kit checks it before the request). */
export const addressActions = {
  create: ({ kit, bus }: AddressWriter, fields: Parameters<SiteKit['createUserInformation']>[0]) =>
    announced(bus, kit.createUserInformation(fields)),
  update: ({ kit, bus }: AddressWriter, id: number, fields: Parameters<SiteKit['updateUserInformation']>[1]) =>
    announced(bus, kit.updateUserInformation(id, fields)),
  remove: ({ kit, bus }: AddressWriter, id: number) => announced(bus, kit.deleteUserInformation(id)),
  makeDefault: ({ kit, bus }: AddressWriter, id: number) => announced(bus, kit.makeUserInformationDefault(id)),
};
