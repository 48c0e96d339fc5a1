import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { AuthForm } from '../../../components/AuthForm';
import { FormMessage } from '../../../components/FormMessage';
import { LinkRow } from '../../../components/form-styles';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { joiValidator } from '../../../lib/joi-final-form';
import { AUTH_FR } from '../../../messages/fr';
import { askPasswordReset } from '../api/password-reset';
import { askResetSchema, type AskResetValues } from '../state/reset-schemas';
import { useSubmission } from '../state/use-submission';

const validate = joiValidator(askResetSchema);

/** Step 1 of the reset: ask for the mail (spec §7 ask_to_reset_password). */
export function AskResetForm({ labelledBy }: { labelledBy: string }) {
  const { state, run } = useSubmission();

  if (state.success) {
    return (
      <>
        <FormMessage tone="success" testId="reset-ask-success">{AUTH_FR.reset.askSuccess}</FormMessage>
        <LinkRow>
          <Link to={ROUTE_PATHS['auth-login']}>{AUTH_FR.reset.backToLogin}</Link>
        </LinkRow>
      </>
    );
  }

  return (
    <AuthForm<AskResetValues>
      id="reset-ask"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={(values) => run(() => askPasswordReset(values.email.trim()))}
    >
      {() => (
        <>
          <p>{AUTH_FR.reset.askIntro}</p>
          {state.error ? <FormMessage tone="error" testId="reset-error">{state.error}</FormMessage> : null}
          <TextField formId="reset-ask" name="email" type="email" label={AUTH_FR.fields.email} autoComplete="email" />
          <SubmitButton loading={state.loading} label={AUTH_FR.reset.askSubmit} loadingLabel={AUTH_FR.reset.askLoading} />
          <LinkRow>
            <Link to={ROUTE_PATHS['auth-login']}>{AUTH_FR.reset.backToLogin}</Link>
          </LinkRow>
        </>
      )}
    </AuthForm>
  );
}
