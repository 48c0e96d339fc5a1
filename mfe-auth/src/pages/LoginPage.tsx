import type { ServerFormState } from 'shared-kit';
import { PageHeading, useKitInstanceTag } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/login/components/LoginForm';
import { useAuthKit } from '../app/auth-kit';
import { AUTH_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The form's own checks for a login sent without JavaScript (the session server asks them before logging in). */
export async function checkForm(values: Record<string, string | boolean>): Promise<Record<string, string>> {
  const { validateLogin } = await import('../features/login/state/login-schema');
  return validateLogin({ email: String(values.email ?? ''), password: String(values.password ?? '') });
}

/** /connexion/se-connecter (ROUTE-1, route auth-login). */
export default function LoginPage({ serverForm }: { serverForm?: ServerFormState }) {
  useSiteLanguage();
  const { kit } = useAuthKit();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth-login" data-kit-instance={kitInstance} aria-labelledby="auth-login-title">
      <PageHeading id="auth-login-title">{AUTH_FR.login.title}</PageHeading>
      <LoginForm labelledBy="auth-login-title" serverState={serverForm} />
    </AuthCard>
  );
}
