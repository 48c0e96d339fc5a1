import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSiteRuntime } from 'shared-ui';
import { ROUTE_PATHS } from 'shared-kit';
import { withReturnPath } from '../../../lib/return-path';
import { useAuthForm, type PlainPostProps } from '../../../lib/server-answer';
import { AUTH_FR } from '../../../messages/fr';
import type { SignupValues } from '../state/signup-schema';
import {
  CheckboxField,
  FormMessage,
  LinkRow,
  NewPasswordFields,
  SubmitButton,
  TextField,
  ValidatedForm,
  lazyValidator,
} from 'shared-ui/forms';
import { useSiteLanguage } from 'shared-ui/i18n';

// joi (about 50 kB gz) is not part of the page's first load: the form shows and takes typing at once.
const validate = lazyValidator(() => import('../state/signup-schema').then((schemas) => schemas.validateSignup));

export const SignupForm = observer(function SignupForm({ labelledBy, serverState }: PlainPostProps) {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  const { navigate, returnPath, target, action, serverError, forgetServerError } = useAuthForm(serverState);
  const status = session.signupStatus;
  const error = status.error ?? serverError;

  useEffect(() => {
    session.resetStatus('signup');
  }, [session]);

  const onSubmit = async (values: SignupValues) => {
    // Enter pressed again while the first request runs must not send a second one.
    if (session.signupStatus.loading) return;
    const signedUp = await session.signup({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      termsAccepted: true,
      adult: true,
    });
    // The server logs the new account in: same destination as after a login.
    if (signedUp) await navigate(target, { replace: true });
  };

  return (
    <ValidatedForm<SignupValues>
      id="signup"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={onSubmit}
      onAttempt={() => {
        session.resetStatus('signup');
        forgetServerError();
      }}
      action={action}
      serverState={serverState}
    >
      {(values) => (
        <>
          {error ? (
            <FormMessage tone="error" testId="signup-error">
              {error}
            </FormMessage>
          ) : null}
          <TextField formId="signup" name="firstName" label={AUTH_FR.fields.firstName} autoComplete="given-name" />
          <TextField formId="signup" name="lastName" label={AUTH_FR.fields.lastName} autoComplete="family-name" />
          <TextField formId="signup" name="email" type="email" label={AUTH_FR.fields.email} autoComplete="email" />
          <NewPasswordFields
            formId="signup"
            name="password"
            label={AUTH_FR.fields.password}
            confirmationName="passwordConfirmation"
            confirmationLabel={AUTH_FR.fields.passwordConfirmation}
            value={values.password}
          />
          <p>
            {AUTH_FR.signup.termsLinks} <Link to={ROUTE_PATHS['legal-notices']}>{AUTH_FR.signup.legal}</Link>
            {' · '}
            <Link to={ROUTE_PATHS['shop-conditions']}>{AUTH_FR.signup.shopConditions}</Link>
          </p>
          <CheckboxField formId="signup" name="termsAccepted" label={AUTH_FR.signup.terms} />
          <CheckboxField formId="signup" name="adult" label={AUTH_FR.signup.adult} />
          <SubmitButton loading={status.loading} label={AUTH_FR.signup.submit} loadingLabel={AUTH_FR.signup.loading} />
          <LinkRow>
            <span>
              {AUTH_FR.signup.haveAccount}{' '}
              <Link to={withReturnPath(ROUTE_PATHS['auth-login'], returnPath)}>{AUTH_FR.signup.toLogin}</Link>
            </span>
          </LinkRow>
        </>
      )}
    </ValidatedForm>
  );
});
