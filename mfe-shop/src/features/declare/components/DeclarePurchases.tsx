import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Card, PageHeading, PageIntro, useSiteRuntime } from 'shared-ui';
import { ReceiptCapture, ReceiptSendButton, useReceiptCapture } from 'shared-ui/receipt-capture';
import { PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { useOffers } from '../api/use-offers';
import { expectedStars } from '../state/expected-stars';
import { DeclareSuccess } from './DeclareSuccess';
import { EligibleProductsPicker } from './EligibleProductsPicker';
import { useSiteLanguage } from 'shared-ui/i18n';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.8rem;
  p {
    margin: 0;
  }
  .total {
    font-weight: 800;
    font-size: 1.15rem;
  }
`;

/**
 * ROUTE-4 declare purchases: receipts (the shared capture), eligible products per receipt, the
 * expected stars before sending, then the pending receipts. The kit emits `receipts:sent`, which
 * the header's chip and the shop's card follow.
 */
export const DeclarePurchases = observer(function DeclarePurchases() {
  useSiteLanguage();
  const { kit, session } = useSiteRuntime();
  const offers = useOffers();
  // Kept in the browser until sent: a reload or a lost connection offers to resume it (shared-ui/receipt-capture).
  const capture = useReceiptCapture({
    createBatch: (resume) => kit.getBatchUploader(resume),
    persist: { user: session.user?.email, page: 'declare' },
  });
  const [sentStars, setSentStars] = useState(0);
  const list = offers.data ?? [];
  const total = capture.groups.reduce((sum, group) => sum + expectedStars(group.eans, list), 0);
  const missingProducts = capture.groups.some((group) => group.eans.length === 0);
  const hint = capture.validity ?? (missingProducts ? SHOP_FR.declare.needProducts : null);

  const send = async () => {
    const stars = total;
    try {
      await capture.send();
      setSentStars(stars);
    } catch {
      // The capture shows the failure and keeps every file; the button offers « Réessayer ».
    }
  };

  return (
    <PageStack>
      <PageIntro>
        <PageHeading id="shop-declare-title">{SHOP_FR.declare.title}</PageHeading>
        <p>{SHOP_FR.declare.intro}</p>
      </PageIntro>
      {capture.state === 'sent' ? (
        <DeclareSuccess receipts={capture.sentReceipts} stars={sentStars} onAgain={() => capture.reset()} />
      ) : (
        <Card>
          {offers.error && <p role="alert">{SHOP_FR.declare.offersFailed}</p>}
          <ReceiptCapture
            controller={capture}
            renderGroupExtra={(group) => <EligibleProductsPicker controller={capture} group={group} offers={list} />}
          />
          <Footer>
            <div>
              <p className="total" data-testid="expected-stars" aria-live="polite">
                {SHOP_FR.declare.expected(total)}
              </p>
              {hint && capture.state === 'open' && !capture.resumable && <p>{hint}</p>}
            </div>
            <ReceiptSendButton controller={capture} onSend={send} disabled={missingProducts}>
              {SHOP_FR.declare.send}
            </ReceiptSendButton>
          </Footer>
        </Card>
      )}
    </PageStack>
  );
});
