import { useState } from 'react';
import {
  AddressFields,
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  ContactFields,
  FormMessage,
  NewsletterField,
  SubmitButton,
  ValidatedForm,
  type UserInformationValues,
} from 'shared-ui/forms';
import { joiValidator, userInformationSchema } from 'shared-ui/validation';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.addresses;
const validate = joiValidator(() => userInformationSchema([...ADDRESS_FIELDS, ...CONTACT_FIELDS, 'newsletter']));

interface AddressFormProps {
  id: string;
  labelledBy: string;
  initialValues: UserInformationValues;
  submitLabel: string;
  /** Saves; a rejection shows its French message and leaves every field as typed. */
  save: (values: UserInformationValues) => Promise<void>;
  children?: React.ReactNode;
}

/** A saved address: the site's one set of user-information fields (shared-ui), the address first. */
export function AddressForm({ id, labelledBy, initialValues, submitLabel, save, children }: AddressFormProps) {
  useSiteLanguage();
  const [status, setStatus] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  async function onSubmit(values: UserInformationValues) {
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
    <ValidatedForm<UserInformationValues>
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
          <AddressFields formId={id} legend={T.addressLegend} />
          <ContactFields formId={id} legend={T.contactLegend} />
          <NewsletterField formId={id} />
          <div>
            <SubmitButton loading={status.loading} label={submitLabel} loadingLabel={T.saving} />
          </div>
          {children}
        </>
      )}
    </ValidatedForm>
  );
}
