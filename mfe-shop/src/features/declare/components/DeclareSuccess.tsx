import styled from '@emotion/styled';
import { ROUTE_PATHS, type Receipt } from 'shared-kit';
import { Button, ButtonLink, Card } from 'shared-ui';
import { useBringIntoView } from 'shared-ui/display';
import { SHOP_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

interface DeclareSuccessProps {
  receipts: readonly Receipt[];
  stars: number;
  onAgain: () => void;
}

/** After a good send: the receipts now pending, the stars they should bring, where to go next. */
export function DeclareSuccess({ receipts, stars, onAgain }: DeclareSuccessProps) {
  useSiteLanguage();
  // The « Merci » replaces a long form: on a phone it would start above the screen.
  const ref = useBringIntoView<HTMLElement>(receipts.map((receipt) => receipt.uuid).join(','), { focus: true });
  return (
    <Card ref={ref} role="status" aria-labelledby="declare-success-title" data-testid="declare-success">
      <h2 id="declare-success-title">{SHOP_FR.declare.successTitle}</h2>
      <p>{SHOP_FR.declare.successText(receipts.length, stars)}</p>
      <ul>
        {receipts.map((receipt, index) => (
          <li key={receipt.uuid}>{SHOP_FR.declare.pendingItem(index + 1)}</li>
        ))}
      </ul>
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
