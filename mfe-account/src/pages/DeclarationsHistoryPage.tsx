import type { ServerReadId } from 'shared-kit';
import { AccountPage } from '../components/AccountPage';
import { Panel } from '../components/page-styles';
import { DeclarationsList } from '../features/declarations/components/DeclarationsList';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's receipts before rendering this page for them. */
export const serverReads: ServerReadId[] = ['receipts'];

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
