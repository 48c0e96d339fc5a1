import styled from '@emotion/styled';
import { ROUTE_PATHS } from 'shared-kit';
import { Link, mq } from 'shared-ui';
import { CheckboxField, CivilityField, TextField } from 'shared-ui/forms';
import { ORDER_FR } from '../../../messages/order-fr';
import { PHONE_MASK } from '../state/order-form';

const Section = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.9rem;
  legend {
    font-weight: 800;
    font-size: 1.1rem;
    margin-bottom: 0.5rem;
  }
  ${mq.up(600)} {
    grid-template-columns: 1fr 1fr;
    legend,
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const ID = 'order';

/** The §3 order form's fields: contact, address, terms, newsletter, « Enregistrer cette adresse ». */
export function OrderFields() {
  return (
    <>
      <Section>
        <legend>{ORDER_FR.info.contact}</legend>
        <CivilityField formId={ID} name="civility" label={ORDER_FR.info.civility} />
        <TextField formId={ID} name="email" type="email" label={ORDER_FR.info.email} autoComplete="email" />
        <TextField
          formId={ID}
          name="firstName"
          label={ORDER_FR.info.firstName}
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          formId={ID}
          name="lastName"
          label={ORDER_FR.info.lastName}
          autoComplete="family-name"
          maxLength={100}
        />
        <TextField
          formId={ID}
          name="phone"
          type="tel"
          label={ORDER_FR.info.phone}
          autoComplete="tel-national"
          inputMode="numeric"
          mask={PHONE_MASK}
        />
      </Section>
      <Section>
        <legend>{ORDER_FR.info.address}</legend>
        <div className="wide">
          <TextField
            formId={ID}
            name="addressName"
            label={ORDER_FR.info.addressName}
            autoComplete="off"
            maxLength={100}
          />
        </div>
        <div className="wide">
          <TextField
            formId={ID}
            name="address1"
            label={ORDER_FR.info.address1}
            autoComplete="address-line1"
            maxLength={200}
          />
        </div>
        <div className="wide">
          <TextField
            formId={ID}
            name="address2"
            label={ORDER_FR.info.address2}
            autoComplete="address-line2"
            required={false}
            maxLength={200}
          />
        </div>
        <TextField
          formId={ID}
          name="zipcode"
          label={ORDER_FR.info.zipcode}
          autoComplete="postal-code"
          inputMode="numeric"
          mask="#####"
        />
        <TextField formId={ID} name="city" label={ORDER_FR.info.city} autoComplete="address-level2" maxLength={100} />
      </Section>
      <div>
        <CheckboxField formId={ID} name="termsAccepted" label={ORDER_FR.info.terms} />
        <Link to={ROUTE_PATHS['shop-conditions']}>{ORDER_FR.info.termsLink}</Link>
      </div>
      <CheckboxField formId={ID} name="newsletter" label={ORDER_FR.info.newsletter} />
      <CheckboxField formId={ID} name="saveAddress" label={ORDER_FR.info.saveAddress} />
    </>
  );
}
