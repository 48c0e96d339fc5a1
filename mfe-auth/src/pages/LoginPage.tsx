import { PageHeading, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/login/components/LoginForm';
import { AUTH_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The form's own checks for a login sent without JavaScript (the session server asks them before logging in). */
export async function checkForm(values: Record<string, string | boolean>): Promise<Record<string, string>> {
  const { validateLogin } = await import('../features/login/state/login-schema');
  return validateLogin({ email: String(values.email ?? ''), password: String(values.password ?? '') });
}

/** /connexion/se-connecter (ROUTE-1, route auth-login). */
export default function LoginPage() {
  useSiteLanguage();
  const { kit, data } = useSiteRuntime();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth-login" data-kit-instance={kitInstance} aria-labelledby="auth-login-title">
      <PageHeading id="auth-login-title">{AUTH_FR.login.title}</PageHeading>
      <LoginForm labelledBy="auth-login-title" serverState={data.form} />
    </AuthCard>
  );
}
