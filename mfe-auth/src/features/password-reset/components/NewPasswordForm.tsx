import { Link, useSiteRuntime } from 'shared-ui';
import { ROUTE_PATHS } from 'shared-kit';
import { AUTH_FR } from '../../../messages/fr';
import { resetPassword } from '../api/password-reset';
import type { NewPasswordValues } from '../state/reset-schemas';
import { useSubmission } from '../state/use-submission';
import { ResetDone } from './ResetDone';
import { FormMessage, LinkRow, NewPasswordFields, SubmitButton, ValidatedForm, lazyValidator } from 'shared-ui/forms';
import { useSiteLanguage } from 'shared-ui/i18n';

// joi (about 50 kB gz) is not part of the page's first load: the form shows and takes typing at once.
const validate = lazyValidator(() => import('../state/reset-schemas').then((schemas) => schemas.validateNewPassword));

/**
 * Step 2, opened from the mailed link (`?token=`): sets the new password, then invites the user
 * to log in (the session is made by the own backend's login, not by this answer's token).
 */
export function NewPasswordForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const { state, run, clear } = useSubmission();

  if (state.success) {
    return <ResetDone testId="reset-success" message={AUTH_FR.reset.setSuccess} toLogin={AUTH_FR.reset.toLogin} />;
  }

  return (
    <ValidatedForm<NewPasswordValues>
      id="reset-set"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={(values) => run(() => resetPassword({ token, ...values }, kit))}
      onAttempt={clear}
    >
      {(values) => (
        <>
          <p>{AUTH_FR.reset.setIntro}</p>
          {state.error ? (
            <>
              <FormMessage tone="error" testId="reset-error">
                {state.error}
              </FormMessage>
              <LinkRow>
                <Link to={ROUTE_PATHS['reset-password']}>{AUTH_FR.reset.askAgain}</Link>
              </LinkRow>
            </>
          ) : null}
          <NewPasswordFields
            formId="reset-set"
            name="newPassword"
            label={AUTH_FR.fields.newPassword}
            confirmationName="newPasswordConfirmation"
            confirmationLabel={AUTH_FR.fields.newPasswordConfirmation}
            value={values.newPassword}
          />
          <SubmitButton
            loading={state.loading}
            label={AUTH_FR.reset.setSubmit}
            loadingLabel={AUTH_FR.reset.setLoading}
          />
        </>
      )}
    </ValidatedForm>
  );
}
