import { isKitError } from 'shared-kit';
import { useSiteRuntime } from 'shared-ui';
import { useState } from 'react';
import { FormMessage, NewPasswordFields, SubmitButton, TextField, ValidatedForm } from 'shared-ui/forms';
import { joiValidator } from 'shared-ui/validation';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { changePasswordSchema, type ChangePasswordValues } from '../state/change-password-schema';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.security;
const validate = joiValidator(changePasswordSchema);

interface Status {
  loading: boolean;
  error: string | null;
  success: boolean;
}

/**
 * Connexion et sécurité: the password changes through the kit (provider change_password, which logs the
 * user's other devices out), then the site ends its other sessions (the runtime's session.endOtherSessions); this
 * session and its token stay valid, so the user stays logged in. The new password block is the signup
 * one (shared-ui/forms NewPasswordFields).
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  useSiteLanguage();
  const { kit, session } = useSiteRuntime();
  const [status, setStatus] = useState<Status>({ loading: false, error: null, success: false });
  // A new key empties the form once the password changed: passwords must not linger in the page.
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(values: ChangePasswordValues) {
    if (status.loading) return;
    setStatus({ loading: true, error: null, success: false });
    try {
      await kit.changePassword(values);
      // The provider logged the other devices out; the site forgets their sessions too. Best effort: the password
      // changed either way, and their tokens no longer work.
      await session.endOtherSessions().catch((error: unknown) => {
        console.warn('[account] the other sessions could not be ended on the site', error);
      });
      setStatus({ loading: false, error: null, success: true });
      setFormKey((key) => key + 1);
    } catch (error) {
      // The provider's « Le mot de passe est incorrect. » does not say which of the three: the current one, on its field.
      if (isKitError(error) && error.code === 'wrong_password') {
        setStatus({ loading: false, error: null, success: false });
        return { oldPassword: T.wrongOldPassword };
      }
      setStatus({ loading: false, error: userMessageOf(error), success: false });
    }
    return undefined;
  }

  return (
    <>
      {status.success ? (
        <FormMessage tone="success" testId="change-password-success">
          {T.success}
        </FormMessage>
      ) : null}
      <ValidatedForm<ChangePasswordValues>
        key={formKey}
        id="change-password"
        labelledBy={labelledBy}
        validate={validate}
        onSubmit={onSubmit}
        onAttempt={() =>
          setStatus((current) => (current.loading ? current : { ...current, error: null, success: false }))
        }
      >
        {(values) => (
          <>
            {status.error ? (
              <FormMessage tone="error" testId="change-password-error">
                {status.error}
              </FormMessage>
            ) : null}
            <TextField
              formId="change-password"
              name="oldPassword"
              type="password"
              label={T.oldPassword}
              autoComplete="current-password"
            />
            <NewPasswordFields
              formId="change-password"
              name="newPassword"
              label={T.newPassword}
              confirmationName="newPasswordConfirmation"
              confirmationLabel={T.newPasswordConfirmation}
              value={values.newPassword}
            />
            <div>
              <SubmitButton loading={status.loading} label={T.submit} loadingLabel={T.loading} />
            </div>
          </>
        )}
      </ValidatedForm>
    </>
  );
}
