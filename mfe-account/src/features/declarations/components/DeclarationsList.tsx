import { useState } from 'react';
import { ROUTE_PATHS } from 'shared-kit';
import { EmptyState, LoadError, LoadingRows } from '../../../components/DataStates';
import { List } from '../../../components/page-styles';
import { Pager, pageOf } from '../../../components/Pager';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useReceipts } from '../api/use-receipts';
import { ReceiptCard } from './ReceiptCard';
import { useSiteLanguage } from 'shared-ui/i18n';

const PER_PAGE = 10;

/** Mes preuves d'achat: every receipt, newest first (the provider's order), ten per page. */
export function DeclarationsList() {
  useSiteLanguage();
  const { data, error, mutate } = useReceipts();
  const [page, setPage] = useState(1);

  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="declarations-error" />;
  if (!data) return <LoadingRows testId="declarations-loading" />;
  if (data.length === 0) {
    return (
      <EmptyState
        text={ACCOUNT_FR.declarations.empty}
        cta={ACCOUNT_FR.declarations.emptyCta}
        to={ROUTE_PATHS['shop-declare']}
        testId="declarations-empty"
      />
    );
  }
  const shown = pageOf(data, page, PER_PAGE);
  return (
    <>
      <List data-testid="declarations-list">
        {shown.items.map((receipt) => (
          <ReceiptCard key={receipt.uuid} receipt={receipt} onChanged={() => mutate()} />
        ))}
      </List>
      <Pager page={shown.page} pages={shown.pages} onPage={setPage} label={ACCOUNT_FR.declarations.title} />
    </>
  );
}
