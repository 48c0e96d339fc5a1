import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { isTitle, type SessionUser } from 'shared-kit';
import { useSiteRuntime } from 'shared-ui';
import {
  FieldBlock,
  FormMessage,
  Hint,
  Label,
  CivilityField,
  SubmitButton,
  TextField,
  ValidatedForm,
  PHONE_MASK,
} from 'shared-ui/forms';
import { joiValidator } from 'shared-ui/validation';
import { ACCOUNT_FR } from '../../../messages/fr';
import { profileSchema, type ProfileValues } from '../state/profile-schema';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.profile;
const validate = joiValidator(profileSchema);

function initialValues(user: SessionUser | null): ProfileValues {
  const title = user?.title;
  return {
    title: isTitle(title) ? title : '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
  };
}

/**
 * Mon profil, saved through the page's session (PUT /api/updateUser, AUTH-1:
 * loading, error text, success). The store emits session:changed, so the header's first name
 * follows at once. A refused save keeps what the user typed.
 */
export const ProfileForm = observer(function ProfileForm({ labelledBy }: { labelledBy: string }) {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  const status = session.updateStatus;
  const user = session.user;

  useEffect(() => {
    session.resetStatus('update');
  }, [session]);

  async function onSubmit(values: ProfileValues) {
    if (session.updateStatus.loading) return;
    // final-form drops an emptied field: an emptied civility or phone is sent as null, so that it is cleared.
    await session.updateUser({
      title: values.title || null,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone || null,
    });
  }

  return (
    <ValidatedForm<ProfileValues>
      id="profile"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={onSubmit}
      onAttempt={() => session.resetStatus('update')}
      initialValues={initialValues(user)}
    >
      {() => (
        <>
          {status.error ? (
            <FormMessage tone="error" testId="profile-error">
              {status.error}
            </FormMessage>
          ) : null}
          {status.success ? (
            <FormMessage tone="success" testId="profile-success">
              {T.success}
            </FormMessage>
          ) : null}
          <FieldBlock>
            <Label as="span">{T.email}</Label>
            <Hint data-testid="profile-email">{user?.email}</Hint>
          </FieldBlock>
          <CivilityField formId="profile" name="title" label={T.titleLabel} />
          <TextField formId="profile" name="firstName" label={T.firstName} autoComplete="given-name" maxLength={100} />
          <TextField formId="profile" name="lastName" label={T.lastName} autoComplete="family-name" maxLength={100} />
          <TextField
            formId="profile"
            name="phone"
            type="tel"
            label={T.phone}
            autoComplete="tel-national"
            inputMode="numeric"
            mask={PHONE_MASK}
            required={false}
          />
          <div>
            <SubmitButton loading={status.loading} label={T.submit} loadingLabel={T.loading} />
          </div>
        </>
      )}
    </ValidatedForm>
  );
});
