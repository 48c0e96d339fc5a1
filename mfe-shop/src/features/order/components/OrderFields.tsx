import { ROUTE_PATHS } from 'shared-kit';
import { Link } from 'shared-ui';
import { AddressFields, CheckboxField, ContactFields, NewsletterField } from 'shared-ui/forms';
import { ORDER_FR } from '../../../messages/order-fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const ID = 'order';

/** The order form's fields: the site's contact and address fields, then the terms, the newsletter and the save. */
export function OrderFields() {
  useSiteLanguage();
  return (
    <>
      <ContactFields formId={ID} legend={ORDER_FR.info.contact} />
      <AddressFields formId={ID} legend={ORDER_FR.info.address} />
      <div>
        <CheckboxField formId={ID} name="termsAccepted" label={ORDER_FR.info.terms} />
        <Link to={ROUTE_PATHS['shop-conditions']}>{ORDER_FR.info.termsLink}</Link>
      </div>
      <NewsletterField formId={ID} />
      <CheckboxField formId={ID} name="saveAddress" label={ORDER_FR.info.saveAddress} />
    </>
  );
}
