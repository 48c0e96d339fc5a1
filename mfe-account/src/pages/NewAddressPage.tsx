import { AccountPage } from '../components/AccountPage';
import { Narrow } from '../components/page-styles';
import { NewAddressForm } from '../features/addresses/components/NewAddressForm';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /mon-compte/mes-adresses/nouvelle-adresse (ROUTE-3, route profile-addresses-new). */
export default function NewAddressPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-addresses-new" title={ACCOUNT_FR.addresses.newTitle}>
      <Narrow>
        <NewAddressForm labelledBy="profile-addresses-new-title" />
      </Narrow>
    </AccountPage>
  );
}
