import type { ServerReadId } from 'shared-kit';
import { AccountPage } from '../components/AccountPage';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's saved addresses before rendering this page for them. */
export const serverReads: ServerReadId[] = ['user-informations'];

/** /mon-compte/mes-adresses (ROUTE-3, route profile-addresses). */
export default function AddressesPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-addresses" title={ACCOUNT_FR.addresses.title}>
      <AddressBook />
    </AccountPage>
  );
}
