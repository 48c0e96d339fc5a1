import styled from '@emotion/styled';
import { ROUTE_PATHS } from 'shared-kit';
import { ButtonLink, Card } from 'shared-ui';
import { ORDER_FR } from '../../../messages/order-fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

/** Every unit ordered: the confirmation (the host empties the basket when the user leaves, ROUTE-1). */
export function OrderDone({ count, stars }: { count: number; stars: number }) {
  useSiteLanguage();
  return (
    <Card role="status" aria-labelledby="order-done-title" data-testid="order-done">
      <h2 id="order-done-title">{ORDER_FR.summary.allTitle}</h2>
      <p>{ORDER_FR.summary.allText(count, stars)}</p>
      <Actions>
        <ButtonLink to={ROUTE_PATHS['profile-history-orders']}>{ORDER_FR.summary.toOrders}</ButtonLink>
        <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
          {ORDER_FR.summary.toShop}
        </ButtonLink>
      </Actions>
    </Card>
  );
}
