import { PageHeading, useKitInstanceTag, useSearchParams, useSiteRuntime } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { AskResetForm } from '../features/password-reset/components/AskResetForm';
import { NewPasswordForm } from '../features/password-reset/components/NewPasswordForm';
import { AUTH_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The form's own checks for a reset e-mail asked for without JavaScript (the session server asks them first). */
export async function checkForm(values: Record<string, string | boolean>): Promise<Record<string, string>> {
  const { validateAskReset } = await import('../features/password-reset/state/reset-schemas');
  return validateAskReset({ email: String(values.email ?? '') });
}

/** /reinitialiser-son-mot-de-passe (ROUTE-1): ask by e-mail, or set a new one from `?token=`. */
export default function ResetPasswordPage() {
  useSiteLanguage();
  const { kit, data } = useSiteRuntime();
  const kitInstance = useKitInstanceTag(kit);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard data-testid="reset-password" data-kit-instance={kitInstance} aria-labelledby="reset-password-title">
      <PageHeading id="reset-password-title">{AUTH_FR.reset.title}</PageHeading>
      {token ? (
        <NewPasswordForm key={token} token={token} labelledBy="reset-password-title" />
      ) : (
        <AskResetForm labelledBy="reset-password-title" serverState={data.form} />
      )}
    </AuthCard>
  );
}
