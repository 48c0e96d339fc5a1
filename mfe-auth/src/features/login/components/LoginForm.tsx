import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSiteRuntime } from 'shared-ui';
import { ROUTE_PATHS } from 'shared-kit';
import { withReturnPath } from '../../../lib/return-path';
import { useAuthForm, type PlainPostProps } from '../../../lib/server-answer';
import { AUTH_FR } from '../../../messages/fr';
import type { LoginValues } from '../state/login-schema';
import { FormMessage, LinkRow, SubmitButton, TextField, ValidatedForm, lazyValidator } from 'shared-ui/forms';
import { useSiteLanguage } from 'shared-ui/i18n';

// joi (about 50 kB gz) is not part of the page's first load: the form shows and takes typing at once.
const validate = lazyValidator(() => import('../state/login-schema').then((schemas) => schemas.validateLogin));

export const LoginForm = observer(function LoginForm({ labelledBy, serverState }: PlainPostProps) {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  const { navigate, returnPath, target, action, serverError, forgetServerError } = useAuthForm(serverState);
  const status = session.loginStatus;
  const error = status.error ?? serverError;

  useEffect(() => {
    session.resetStatus('login');
  }, [session]);

  const onSubmit = async (values: LoginValues) => {
    // Enter pressed again while the first request runs must not send a second one.
    if (session.loginStatus.loading) return;
    const loggedIn = await session.login({ email: values.email.trim(), password: values.password });
    if (loggedIn) await navigate(target, { replace: true });
  };

  return (
    <ValidatedForm<LoginValues>
      id="login"
      labelledBy={labelledBy}
      validate={validate}
      onSubmit={onSubmit}
      onAttempt={() => {
        session.resetStatus('login');
        forgetServerError();
      }}
      action={action}
      serverState={serverState}
    >
      {() => (
        <>
          {error ? (
            <FormMessage tone="error" testId="login-error">
              {error}
            </FormMessage>
          ) : null}
          <TextField formId="login" name="email" type="email" label={AUTH_FR.fields.email} autoComplete="email" />
          <TextField
            formId="login"
            name="password"
            type="password"
            label={AUTH_FR.fields.password}
            autoComplete="current-password"
          />
          <SubmitButton loading={status.loading} label={AUTH_FR.login.submit} loadingLabel={AUTH_FR.login.loading} />
          <LinkRow>
            <Link to={ROUTE_PATHS['reset-password']}>{AUTH_FR.login.forgotten}</Link>
            <span>
              {AUTH_FR.login.noAccount}{' '}
              <Link to={withReturnPath(ROUTE_PATHS['auth-signup'], returnPath)}>{AUTH_FR.login.toSignup}</Link>
            </span>
          </LinkRow>
        </>
      )}
    </ValidatedForm>
  );
});
