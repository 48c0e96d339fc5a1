import { PageHeading, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../features/signup/components/SignupForm';
import { AUTH_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The form's own checks for a sign-up sent without JavaScript (the session server asks them first). */
export async function checkForm(values: Record<string, string | boolean>): Promise<Record<string, string>> {
  const { validateSignup } = await import('../features/signup/state/signup-schema');
  const text = (name: string) => String(values[name] ?? '');
  return validateSignup({
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    passwordConfirmation: text('passwordConfirmation'),
    termsAccepted: values.termsAccepted === true,
    adult: values.adult === true,
  });
}

/** /connexion/s-inscrire (ROUTE-1, route auth-signup). */
export default function SignupPage() {
  useSiteLanguage();
  const { kit, data } = useSiteRuntime();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth-signup" data-kit-instance={kitInstance} aria-labelledby="auth-signup-title">
      <PageHeading id="auth-signup-title">{AUTH_FR.signup.title}</PageHeading>
      <SignupForm labelledBy="auth-signup-title" serverState={data.form} />
    </AuthCard>
  );
}
