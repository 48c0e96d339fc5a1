import { AccountPage } from '../components/AccountPage';
import { Narrow } from '../components/page-styles';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /mon-compte/mon-profil (ROUTE-3, route profile-infos). */
export default function ProfileInfosPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-infos" title={ACCOUNT_FR.profile.title}>
      <Narrow>
        <p>{ACCOUNT_FR.profile.intro}</p>
        <ProfileForm labelledBy="profile-infos-title" />
      </Narrow>
    </AccountPage>
  );
}
