import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq } from '../../theme/theme';
import { CheckboxField } from '../ChoiceFields';
import { CivilityField } from '../CivilityField';
import { POSTAL_CODE_MASK, PHONE_MASK, USER_INFORMATION_MAX as MAX } from '../field-rules';
import { TextField } from '../TextField';
import { USER_INFORMATION_FR } from './messages';
import { useSiteLanguage } from 'shared-ui/i18n';

const L = USER_INFORMATION_FR.labels;

/** Two columns from 600 px, one on a phone; `.wide` fields take the whole row. */
const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 1rem;
  legend {
    padding: 0;
    font-weight: 800;
    font-size: 1.1rem;
    margin-bottom: 0.5rem;
  }
  ${mq.up(600)} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

function Group({ legend, children }: { legend?: string; children: ReactNode }) {
  return (
    <Fieldset>
      {legend ? <legend>{legend}</legend> : null}
      {children}
    </Fieldset>
  );
}

/** Who receives it: civility, names, e-mail, phone (through the « ## ## ## ## ## » mask). */
export function ContactFields({ formId, legend }: { formId: string; legend?: string }) {
  useSiteLanguage();
  return (
    <Group legend={legend}>
      <div className="wide">
        <CivilityField formId={formId} name="title" label={L.title} />
      </div>
      <TextField formId={formId} name="firstName" label={L.firstName} autoComplete="given-name" maxLength={MAX.name} />
      <TextField formId={formId} name="lastName" label={L.lastName} autoComplete="family-name" maxLength={MAX.name} />
      <TextField formId={formId} name="email" type="email" label={L.email} autoComplete="email" />
      <TextField
        formId={formId}
        name="phone"
        type="tel"
        label={L.phone}
        autoComplete="tel-national"
        inputMode="numeric"
        mask={PHONE_MASK}
      />
    </Group>
  );
}

/** Where it goes: the address's name (unless the form keeps none), the two lines, postal code and city. */
export function AddressFields({
  formId,
  legend,
  withLabel = true,
}: {
  formId: string;
  legend?: string;
  withLabel?: boolean;
}) {
  useSiteLanguage();
  return (
    <Group legend={legend}>
      {withLabel ? (
        <div className="wide">
          <TextField formId={formId} name="label" label={L.label} autoComplete="off" maxLength={MAX.label} />
        </div>
      ) : null}
      <div className="wide">
        <TextField
          formId={formId}
          name="address1"
          label={L.address1}
          autoComplete="address-line1"
          maxLength={MAX.address}
        />
      </div>
      <div className="wide">
        <TextField
          formId={formId}
          name="address2"
          label={L.address2}
          autoComplete="address-line2"
          required={false}
          maxLength={MAX.address}
        />
      </div>
      <TextField
        formId={formId}
        name="postalCode"
        label={L.postalCode}
        autoComplete="postal-code"
        inputMode="numeric"
        mask={POSTAL_CODE_MASK}
      />
      <TextField formId={formId} name="city" label={L.city} autoComplete="address-level2" maxLength={MAX.city} />
    </Group>
  );
}

/** The provider's optin_to_newsletter, worded once. */
export function NewsletterField({ formId }: { formId: string }) {
  useSiteLanguage();
  return <CheckboxField formId={formId} name="newsletter" label={L.newsletter} />;
}
