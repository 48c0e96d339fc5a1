import { observer } from 'mobx-react-lite';
import type { PageLoaderArgs } from 'shared-kit';
import { loadReads, useSiteRuntime } from 'shared-ui';
import { playedCodesRead } from 'shared-ui/data';
import { AccountPage } from '../components/AccountPage';
import { Panel } from '../components/page-styles';
import { ActivityList } from '../features/overview/components/ActivityList';
import { Shortcuts } from '../features/overview/components/Shortcuts';
import { StarSummary } from '../features/overview/components/StarSummary';
import { ParticipationsList } from '../features/participations/components/ParticipationsList';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.overview;

/** The greeting follows the session: a first name changed in Mon profil shows at once. */
const Greeting = observer(function Greeting() {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  return <p data-testid="account-greeting">{T.greeting(session.user?.firstName ?? null)}</p>;
});

/** The visitor's played codes, read before the page renders (their card comes with every page of theirs). */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [playedCodesRead]);

/** /mon-compte (ROUTE-3, route profile): stars, next goal, shortcuts, the games played, latest activity. */
export default function ProfilePage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile" title={T.title}>
      <Greeting />
      <Panel aria-label={T.balanceTitle}>
        <StarSummary />
      </Panel>
      {/* Before the activity, whose length is known only once loaded: nothing below it moves (CLS). */}
      <Panel aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{T.shortcutsTitle}</h2>
        <Shortcuts />
      </Panel>
      <Panel aria-labelledby="participations-title">
        <h2 id="participations-title">{T.participationsTitle}</h2>
        <ParticipationsList />
      </Panel>
      <Panel aria-labelledby="activity-title">
        <h2 id="activity-title">{T.activityTitle}</h2>
        <ActivityList />
      </Panel>
    </AccountPage>
  );
}
