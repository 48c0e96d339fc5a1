import type { PageLoaderArgs } from 'shared-kit';
import { loadReads } from 'shared-ui';
import { receiptsRead } from 'shared-ui/data';
import { AccountPage } from '../components/AccountPage';
import { Panel } from '../components/page-styles';
import { DeclarationsList } from '../features/declarations/components/DeclarationsList';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The visitor's receipts, read before the page renders. */
export const loader = ({ kit }: PageLoaderArgs) => loadReads(kit, [receiptsRead]);

/** /mon-compte/mon-historique/mes-preuves-d-achat (ROUTE-3, route profile-history-declarations). */
export default function DeclarationsHistoryPage() {
  useSiteLanguage();
  return (
    <AccountPage route="profile-history-declarations" title={ACCOUNT_FR.declarations.title}>
      <Panel>
        <DeclarationsList />
      </Panel>
    </AccountPage>
  );
}
