import styled from '@emotion/styled';
import { pathTo, type Receipt } from 'shared-kit';
import { Link } from 'shared-ui';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { ACCOUNT_FR } from '../../../messages/fr';
import { CancelReceipt } from './CancelReceipt';
import { DeclaredProducts } from './DeclaredProducts';
import { ReceiptFiles } from './ReceiptFiles';
import { StatusBadge } from './StatusBadge';

const T = ACCOUNT_FR.declarations;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 1rem;
  display: grid;
  gap: 0.6rem;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    align-items: center;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .products {
    margin: 0;
    padding-left: 1.1rem;
  }
  .reason {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
  a.detail {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** One receipt of the history: when, what, its files and where it stands. */
export function ReceiptCard({ receipt, onChanged }: { receipt: Receipt; onChanged: () => Promise<unknown> }) {
  useSiteLanguage();
  const titleId = `receipt-${receipt.uuid}`;
  const game = receipt.purpose === 'game';
  const date = formatParisDate(receipt.created_at, 'dayTime');
  return (
    <Item
      data-testid="receipt-card"
      data-uuid={receipt.uuid}
      data-purpose={game ? 'game' : 'loyalty'}
      aria-labelledby={titleId}
    >
      <header>
        <h3 id={titleId}>{game ? ACCOUNT_FR.gameProof.title(date) : T.declaredOn(date)}</h3>
        <StatusBadge receipt={receipt} />
      </header>
      {receipt.status === 'rejected' && receipt.reason ? <p className="reason">{receipt.reason}</p> : null}
      <ReceiptFiles files={receipt.files} size="thumbnail" />
      {game ? (
        <p>{ACCOUNT_FR.gameProof.note}</p>
      ) : (
        <div>
          <strong>
            {T.products}
            {'\u00a0'}:{' '}
          </strong>
          <DeclaredProducts receipt={receipt} />
        </div>
      )}
      <Link className="detail" to={pathTo('profile-history-declaration', { uuid: receipt.uuid })}>
        {T.see}
      </Link>
      {/* A game proof stays with its participation: it cannot be withdrawn like a declaration. */}
      {receipt.status === 'pending' && !game ? <CancelReceipt uuid={receipt.uuid} onCancelled={onChanged} /> : null}
    </Item>
  );
}
