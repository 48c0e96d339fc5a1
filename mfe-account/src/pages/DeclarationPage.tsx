import { PageNotFoundError, ROUTE_PATHS } from 'shared-kit';
import { Link, useLocation, useParams } from 'shared-ui';
import { AccountPage } from '../components/AccountPage';
import { LoadError, LoadingRows } from '../components/DataStates';
import { Panel } from '../components/page-styles';
import { useReceipt } from '../features/declarations/api/use-receipt';
import { ReceiptActions } from '../features/declarations/components/ReceiptActions';
import { ReceiptDetail } from '../features/declarations/components/ReceiptDetail';
import { isNotFound } from '../lib/user-message';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/**
 * /mon-compte/mon-historique/ma-preuve-d-achat/{uuid} (ROUTE-3, route profile-history-declaration).
 * An unknown uuid, or another user's (the provider answers both with 404), is the site's 404 page.
 */
export default function DeclarationPage() {
  useSiteLanguage();
  const { uuid = '' } = useParams<'uuid'>();
  const location = useLocation();
  const { data, error, mutate } = useReceipt(uuid);
  if (error && isNotFound(error)) throw new PageNotFoundError(`${location.pathname}${location.search}${location.hash}`);

  return (
    <AccountPage route="profile-history-declaration" title={ACCOUNT_FR.declaration.title}>
      <p>
        <Link to={ROUTE_PATHS['profile-history-declarations']}>← {ACCOUNT_FR.declaration.back}</Link>
      </p>
      {error && !data ? <LoadError onRetry={() => void mutate()} testId="declaration-error" /> : null}
      {!data && !error ? <LoadingRows rows={2} testId="declaration-loading" /> : null}
      {data ? (
        <>
          <Panel>
            <ReceiptDetail receipt={data} />
          </Panel>
          <Panel>
            <ReceiptActions receipt={data} onChanged={() => mutate()} />
          </Panel>
        </>
      ) : null}
    </AccountPage>
  );
}
