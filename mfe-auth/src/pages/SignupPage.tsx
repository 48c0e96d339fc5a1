import { PageHeading, useKitInstanceTag } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../features/signup/components/SignupForm';
import { useAuthKit } from '../app/auth-kit';
import { AUTH_FR } from '../messages/fr';

/** /connexion/s-inscrire (ROUTE-1, route auth-signup). */
export default function SignupPage() {
  const { kit } = useAuthKit();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth-signup" data-kit-instance={kitInstance} aria-labelledby="auth-signup-title">
      <PageHeading id="auth-signup-title">{AUTH_FR.signup.title}</PageHeading>
      <SignupForm labelledBy="auth-signup-title" />
    </AuthCard>
  );
}
