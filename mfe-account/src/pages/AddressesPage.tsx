import { AccountPage } from '../components/AccountPage';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { ACCOUNT_FR } from '../messages/fr';

/** /mon-compte/mes-adresses (ROUTE-3, route profile-addresses). */
export default function AddressesPage() {
  return (
    <AccountPage route="profile-addresses" title={ACCOUNT_FR.addresses.title}>
      <AddressBook />
    </AccountPage>
  );
}
