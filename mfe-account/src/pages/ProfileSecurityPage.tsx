import { AccountPage } from '../components/AccountPage';
import { Narrow } from '../components/page-styles';
import { ChangePasswordForm } from '../features/security/components/ChangePasswordForm';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /mon-compte/connexion-et-securite (ROUTE-3, route profile-security). */
export default function ProfileSecurityPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-security" title={ACCOUNT_FR.security.title}>
      <Narrow>
        <p>{ACCOUNT_FR.security.intro}</p>
        <ChangePasswordForm labelledBy="profile-security-title" />
      </Narrow>
    </AccountPage>
  );
}
