import styled from '@emotion/styled';
import type { Receipt } from 'shared-kit';
import { mq, starsLabel } from 'shared-ui';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { ACCOUNT_FR } from '../../../messages/fr';
import { DeclaredProducts } from './DeclaredProducts';
import { isPdf, ReceiptFiles } from './ReceiptFiles';
import { StatusBadge } from './StatusBadge';

const T = ACCOUNT_FR.declaration;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* On a phone each value goes under its label: two columns would squeeze the values. */
  ${mq.down(600)} {
    grid-template-columns: 1fr;
    gap: 0.15rem;
    dd {
      margin-bottom: 0.5rem;
    }
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A proof made of PDF files only was added, not photographed. */
const onlyPdf = (receipt: Receipt) => receipt.files.length > 0 && receipt.files.every(isPdf);

/** One receipt in full: status with its dates, stars, reason, products, files in large. */
export function ReceiptDetail({ receipt }: { receipt: Receipt }) {
  useSiteLanguage();
  const game = receipt.purpose === 'game';
  return (
    <>
      <Facts data-testid="receipt-detail">
        {game ? (
          <>
            <dt>{T.kind}</dt>
            <dd data-testid="receipt-kind">{ACCOUNT_FR.gameProof.kind}</dd>
          </>
        ) : null}
        <dt>{T.status}</dt>
        <dd>
          <StatusBadge receipt={receipt} />
        </dd>
        <dt>{T.declaredOn}</dt>
        <dd>{formatParisDate(receipt.created_at, 'dayTime')}</dd>
        {receipt.captured_at ? (
          <>
            <dt>{T.capturedOn(onlyPdf(receipt))}</dt>
            <dd>{formatParisDate(receipt.captured_at, 'dayTime')}</dd>
          </>
        ) : null}
        {receipt.processed_at ? (
          <>
            <dt>{T.processedOn(receipt.status)}</dt>
            <dd>{formatParisDate(receipt.processed_at, 'dayTime')}</dd>
          </>
        ) : null}
        {!game && (receipt.status === 'accepted' || receipt.status === 'pending') ? (
          <>
            <dt>{T.stars}</dt>
            <dd>{starsLabel(receipt.stars ?? 0)}</dd>
          </>
        ) : null}
        {receipt.status === 'rejected' && receipt.reason ? (
          <>
            <dt>{T.reason}</dt>
            <dd className="reason" data-testid="receipt-reason">
              {receipt.reason}
            </dd>
          </>
        ) : null}
        {game ? null : (
          <>
            <dt>{ACCOUNT_FR.declarations.products}</dt>
            <dd>
              <DeclaredProducts receipt={receipt} />
            </dd>
          </>
        )}
      </Facts>
      <h2>{T.files}</h2>
      <ReceiptFiles files={receipt.files} size="large" />
    </>
  );
}
