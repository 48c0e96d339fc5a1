import { PageHeading, useKitInstanceTag } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/login/components/LoginForm';
import { useAuthKit } from '../app/auth-kit';
import { AUTH_FR } from '../messages/fr';

/** /connexion/se-connecter (ROUTE-1, route auth-login). */
export default function LoginPage() {
  const { kit } = useAuthKit();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth-login" data-kit-instance={kitInstance} aria-labelledby="auth-login-title">
      <PageHeading id="auth-login-title">{AUTH_FR.login.title}</PageHeading>
      <LoginForm labelledBy="auth-login-title" />
    </AuthCard>
  );
}
