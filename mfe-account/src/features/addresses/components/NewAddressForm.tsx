import { observer } from 'mobx-react-lite';
import { ROUTE_PATHS } from 'shared-kit';
import { Link, useNavigate, useSiteRuntime } from 'shared-ui';
import { toUserInformationFields, userInformationFromSession } from 'shared-ui/forms';
import { ACCOUNT_FR } from '../../../messages/fr';
import { addressActions } from '../api/use-addresses';
import { AddressForm } from './AddressForm';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.addresses;

/** Nouvelle adresse: saved through the kit, then back to the list, which says it was saved. */
export const NewAddressForm = observer(function NewAddressForm({ labelledBy }: { labelledBy: string }) {
  useSiteLanguage();
  const runtime = useSiteRuntime();
  const navigate = useNavigate();
  return (
    <>
      <p>
        <Link to={ROUTE_PATHS['profile-addresses']}>← {T.backToList}</Link>
      </p>
      <AddressForm
        id="address-new"
        labelledBy={labelledBy}
        initialValues={userInformationFromSession(runtime.session.user)}
        submitLabel={T.submitCreate}
        save={async (values) => {
          await addressActions.create(runtime, toUserInformationFields(values));
          navigate(ROUTE_PATHS['profile-addresses'], { state: { saved: true } });
        }}
      />
    </>
  );
});
