import { Link, useSiteRuntime } from 'shared-ui';
import { ROUTE_PATHS } from 'shared-kit';
import { useAuthForm, type PlainPostProps } from '../../../lib/server-answer';
import { AUTH_FR } from '../../../messages/fr';
import { askPasswordReset } from '../api/password-reset';
import type { AskResetValues } from '../state/reset-schemas';
import { useSubmission } from '../state/use-submission';
import { ResetDone } from './ResetDone';
import { FormMessage, LinkRow, SubmitButton, TextField, ValidatedForm, lazyValidator } from 'shared-ui/forms';
import { useSiteLanguage } from 'shared-ui/i18n';

// joi (about 50 kB gz) is not part of the page's first load: the form shows and takes typing at once.
const validate = lazyValidator(() => import('../state/reset-schemas').then((schemas) => schemas.validateAskReset));

/** Step 1 of the reset: ask for the mail (AUTH-7 ask_to_reset_password). */
export function AskResetForm({ labelledBy, serverState }: PlainPostProps) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const { state, run, clear } = useSubmission();
  const { action, serverError, forgetServerError } = useAuthForm(serverState);
  const error = state.error ?? serverError;

  if (state.success || serverState?.done) {
    return (
      <ResetDone testId="reset-ask-success" message={AUTH_FR.reset.askSuccess} toLogin={AUTH_FR.reset.backToLogin} />
    );
  }

  return (
    <ValidatedForm<AskResetValues>
      id="reset-ask"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={(values) => run(() => askPasswordReset(values.email.trim(), kit))}
      onAttempt={() => {
        clear();
        forgetServerError();
      }}
      action={action}
      serverState={serverState}
    >
      {() => (
        <>
          <p>{AUTH_FR.reset.askIntro}</p>
          {error ? (
            <FormMessage tone="error" testId="reset-error">
              {error}
            </FormMessage>
          ) : null}
          <TextField formId="reset-ask" name="email" type="email" label={AUTH_FR.fields.email} autoComplete="email" />
          <SubmitButton
            loading={state.loading}
            label={AUTH_FR.reset.askSubmit}
            loadingLabel={AUTH_FR.reset.askLoading}
          />
          <LinkRow>
            <Link to={ROUTE_PATHS['auth-login']}>{AUTH_FR.reset.backToLogin}</Link>
          </LinkRow>
        </>
      )}
    </ValidatedForm>
  );
}
