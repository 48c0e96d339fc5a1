import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTE_PATHS, sessionStore } from 'shared-kit';
import { AuthForm } from '../../../components/AuthForm';
import { FormMessage } from '../../../components/FormMessage';
import { LinkRow } from '../../../components/form-styles';
import { PasswordRules } from '../../../components/PasswordRules';
import { ShowPasswords } from '../../../components/ShowPasswords';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { joiValidator } from '../../../lib/joi-final-form';
import { useReturnPath, useReturnTarget, withReturnPath } from '../../../lib/return-path';
import { AUTH_FR } from '../../../messages/fr';
import { signupSchema, type SignupValues } from '../state/signup-schema';

const validate = joiValidator(signupSchema);
const RULES_ID = 'signup-password-rules';

export const SignupForm = observer(function SignupForm({ labelledBy }: { labelledBy: string }) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const target = useReturnTarget();
  const status = sessionStore.signupStatus;
  const [showPasswords, setShowPasswords] = useState(false);
  const passwordType = showPasswords ? 'text' : 'password';

  useEffect(() => {
    sessionStore.resetStatus('signup');
  }, []);

  const onSubmit = async (values: SignupValues) => {
    // Enter pressed again while the first request runs must not send a second one.
    if (sessionStore.signupStatus.loading) return;
    const signedUp = await sessionStore.signup({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    // The server logs the new account in (issue #5): same destination as after a login.
    if (signedUp) await navigate(target, { replace: true });
  };

  return (
    <AuthForm<SignupValues> id="signup" labelledBy={labelledBy} validate={validate} onSubmit={onSubmit}>
      {(values) => (
        <>
          {status.error ? <FormMessage tone="error" testId="signup-error">{status.error}</FormMessage> : null}
          <TextField formId="signup" name="firstName" label={AUTH_FR.fields.firstName} autoComplete="given-name" />
          <TextField formId="signup" name="lastName" label={AUTH_FR.fields.lastName} autoComplete="family-name" />
          <TextField formId="signup" name="email" type="email" label={AUTH_FR.fields.email} autoComplete="email" />
          <TextField
            formId="signup"
            name="password"
            type={passwordType}
            label={AUTH_FR.fields.password}
            autoComplete="new-password"
            describedBy={RULES_ID}
          />
          <PasswordRules id={RULES_ID} value={values.password} />
          <TextField
            formId="signup"
            name="passwordConfirmation"
            type={passwordType}
            label={AUTH_FR.fields.passwordConfirmation}
            autoComplete="new-password"
          />
          <ShowPasswords checked={showPasswords} onChange={setShowPasswords} />
          <SubmitButton loading={status.loading} label={AUTH_FR.signup.submit} loadingLabel={AUTH_FR.signup.loading} />
          <LinkRow>
            <span>
              {AUTH_FR.signup.haveAccount}{' '}
              <Link to={withReturnPath(ROUTE_PATHS['auth-login'], returnPath)}>{AUTH_FR.signup.toLogin}</Link>
            </span>
          </LinkRow>
        </>
      )}
    </AuthForm>
  );
});
