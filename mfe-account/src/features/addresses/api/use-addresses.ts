import type { UserInformation } from 'shared-kit';
import type { AccountKit } from '../../../app/account-kit';
import { useAccountData } from '../../../app/use-account-data';

/** The default first, then the provider's order (oldest first): the one used for orders leads. */
function defaultFirst(addresses: UserInformation[]): UserInformation[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** Mes adresses (CONTRACT.md user_informations), keyed per user. */
export function useAddresses() {
  return useAccountData('addresses', async (kit) => defaultFirst(await kit.getUserInformations()));
}

/** Spec §5: update, delete and make-default need the numeric id (the kit checks it before the request). */
export const addressActions = {
  create: (kit: AccountKit, fields: Parameters<AccountKit['createUserInformation']>[0]) =>
    kit.createUserInformation(fields),
  update: (kit: AccountKit, id: number, fields: Parameters<AccountKit['updateUserInformation']>[1]) =>
    kit.updateUserInformation(id, fields),
  remove: (kit: AccountKit, id: number) => kit.deleteUserInformation(id),
  makeDefault: (kit: AccountKit, id: number) => kit.makeUserInformationDefault(id),
};
