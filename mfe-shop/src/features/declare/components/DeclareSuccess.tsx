import styled from '@emotion/styled';
import { ROUTE_PATHS, type Receipt } from 'shared-kit';
import { Button, ButtonLink, Card, useSiteRuntime } from 'shared-ui';
import { useReceipts } from 'shared-ui/data';
import { useBringIntoView } from 'shared-ui/display';
import { SHOP_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

const Items = styled.ul`
  display: grid;
  gap: 0.35rem;
  li[data-status='accepted'] {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
  li[data-status='rejected'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  .reason {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
  }
`;

interface DeclareSuccessProps {
  receipts: readonly Receipt[];
  stars: number;
  onAgain: () => void;
}

/** Each receipt as the provider knows it now: the one just sent until the user's receipts list says more. */
function useFollowed(sent: readonly Receipt[]): Receipt[] {
  const { kit, bus } = useSiteRuntime();
  const known = useReceipts(kit, bus).data;
  return sent.map((receipt) => known?.find((candidate) => candidate.uuid === receipt.uuid) ?? receipt);
}

function itemText(receipt: Receipt, position: number): string {
  if (receipt.status === 'accepted') return SHOP_FR.declare.acceptedItem(position, receipt.stars ?? 0);
  if (receipt.status === 'rejected') return SHOP_FR.declare.refusedItem(position);
  if (receipt.status === 'cancelled') return SHOP_FR.declare.cancelledItem(position);
  return SHOP_FR.declare.pendingItem(position);
}

function summaryOf(receipts: readonly Receipt[], sentStars: number): string {
  const pending = receipts.filter((receipt) => receipt.status === 'pending');
  if (pending.length > 0) {
    // Until the provider says otherwise, the stars of a receipt are those the page expected when it was sent.
    const known = pending.every((receipt) => typeof receipt.stars === 'number');
    const stars = known ? pending.reduce((sum, receipt) => sum + (receipt.stars ?? 0), 0) : sentStars;
    return SHOP_FR.declare.successText(pending.length, stars);
  }
  const validated = receipts.reduce(
    (sum, receipt) => sum + (receipt.status === 'accepted' ? (receipt.stars ?? 0) : 0),
    0,
  );
  return validated > 0 ? SHOP_FR.declare.settledText(validated) : SHOP_FR.declare.noneValidated;
}

/**
 * After a good send: the receipts, each as the provider settles it (pending, then validated with its stars or refused
 * with the provider's reason), the stars they bring, where to go next. The page follows them while it is open
 * (shared-ui `useReceipts`, which rides on the star card's poll): no reload, no focus needed.
 */
export function DeclareSuccess({ receipts, stars, onAgain }: DeclareSuccessProps) {
  useSiteLanguage();
  // The « Merci » replaces a long form: on a phone it would start above the screen.
  const ref = useBringIntoView<HTMLElement>(receipts.map((receipt) => receipt.uuid).join(','), { focus: true });
  const followed = useFollowed(receipts);
  return (
    <Card ref={ref} role="status" aria-labelledby="declare-success-title" data-testid="declare-success">
      <h2 id="declare-success-title">{SHOP_FR.declare.successTitle}</h2>
      <p data-testid="declare-summary">{summaryOf(followed, stars)}</p>
      <Items>
        {followed.map((receipt, index) => (
          <li key={receipt.uuid} data-testid="declared-receipt" data-status={receipt.status}>
            {itemText(receipt, index + 1)}
            {receipt.status === 'rejected' && receipt.reason ? <span className="reason">{receipt.reason}</span> : null}
          </li>
        ))}
      </Items>
      <Actions>
        <ButtonLink to={ROUTE_PATHS['profile-history-declarations']}>{SHOP_FR.declare.toHistory}</ButtonLink>
        <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
          {SHOP_FR.declare.toShop}
        </ButtonLink>
        <Button type="button" variant="ghost" onClick={onAgain}>
          {SHOP_FR.declare.again}
        </Button>
      </Actions>
    </Card>
  );
}
