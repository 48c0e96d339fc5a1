import { PageHeading, useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { AuthCard } from '../components/AuthCard';
import { AuthChoice } from '../features/landing/components/AuthChoice';
import { AUTH_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /connexion (GUARD-4, route auth): where guards send anonymous visitors, with `r`. */
export default function AuthLandingPage() {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const kitInstance = useKitInstanceTag(kit);
  return (
    <AuthCard data-testid="auth" data-kit-instance={kitInstance} aria-labelledby="auth-title">
      <PageHeading id="auth-title">{AUTH_FR.landing.title}</PageHeading>
      <AuthChoice />
    </AuthCard>
  );
}
