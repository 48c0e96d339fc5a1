import { useState } from 'react';
import {
  CheckboxField,
  FormMessage,
  CivilityField,
  SubmitButton,
  TextField,
  ValidatedForm,
  joiValidator,
} from 'shared-ui/forms';
import { TwoColumns } from '../../../components/page-styles';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { PHONE_MASK } from '../../profile/state/profile-schema';
import { POSTAL_CODE_MASK, addressSchema, type AddressValues } from '../state/address-schema';

const T = ACCOUNT_FR.addresses;
const F = T.fields;
const validate = joiValidator(addressSchema);

interface AddressFormProps {
  id: string;
  labelledBy: string;
  initialValues: AddressValues;
  submitLabel: string;
  /** Saves; a rejection shows its French message and leaves every field as typed. */
  save: (values: AddressValues) => Promise<void>;
  children?: React.ReactNode;
}

/** Spec §3 address fields; postal code 5 digits and phone through the spec §5 masks. */
export function AddressForm({ id, labelledBy, initialValues, submitLabel, save, children }: AddressFormProps) {
  const [status, setStatus] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  async function onSubmit(values: AddressValues) {
    if (status.loading) return;
    setStatus({ loading: true, error: null });
    try {
      await save(values);
      setStatus({ loading: false, error: null });
    } catch (error) {
      setStatus({ loading: false, error: userMessageOf(error) });
    }
  }

  return (
    <ValidatedForm<AddressValues>
      id={id}
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={onSubmit}
      onAttempt={() => setStatus((current) => (current.loading ? current : { loading: false, error: null }))}
      initialValues={initialValues}
    >
      {() => (
        <>
          {status.error ? (
            <FormMessage tone="error" testId={`${id}-error`}>
              {status.error}
            </FormMessage>
          ) : null}
          <TextField formId={id} name="label" label={F.label} autoComplete="off" maxLength={60} />
          <CivilityField formId={id} name="title" label={F.title} />
          <TwoColumns>
            <TextField formId={id} name="firstName" label={F.firstName} autoComplete="given-name" maxLength={100} />
            <TextField formId={id} name="lastName" label={F.lastName} autoComplete="family-name" maxLength={100} />
          </TwoColumns>
          <TextField formId={id} name="address1" label={F.address1} autoComplete="address-line1" maxLength={120} />
          <TextField
            formId={id}
            name="address2"
            label={F.address2}
            autoComplete="address-line2"
            maxLength={120}
            required={false}
          />
          <TwoColumns>
            <TextField
              formId={id}
              name="postalCode"
              label={F.postalCode}
              autoComplete="postal-code"
              inputMode="numeric"
              mask={POSTAL_CODE_MASK}
            />
            <TextField formId={id} name="city" label={F.city} autoComplete="address-level2" maxLength={100} />
          </TwoColumns>
          <TwoColumns>
            <TextField
              formId={id}
              name="phone"
              type="tel"
              label={F.phone}
              autoComplete="tel-national"
              inputMode="numeric"
              mask={PHONE_MASK}
            />
            <TextField formId={id} name="email" type="email" label={F.email} autoComplete="email" />
          </TwoColumns>
          <CheckboxField formId={id} name="newsletter" label={F.newsletter} />
          <div>
            <SubmitButton loading={status.loading} label={submitLabel} loadingLabel={T.saving} />
          </div>
          {children}
        </>
      )}
    </ValidatedForm>
  );
}
