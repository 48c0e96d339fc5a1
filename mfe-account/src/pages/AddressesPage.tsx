import type { PageLoaderArgs } from 'shared-kit';
import { loadReads } from 'shared-ui';
import { savedAddressesRead } from 'shared-ui/data';
import { AccountPage } from '../components/AccountPage';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's saved addresses, read before the page renders. */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [savedAddressesRead]);

/** /mon-compte/mes-adresses (ROUTE-3, route profile-addresses). */
export default function AddressesPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-addresses" title={ACCOUNT_FR.addresses.title}>
      <AddressBook />
    </AccountPage>
  );
}
