import styled from '@emotion/styled';
import { mq, starsLabel } from 'shared-ui';
import { AddressLines } from 'shared-ui/display';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { ACCOUNT_FR } from '../../../messages/fr';
import type { OrderLine } from '../state/order-lines';

const T = ACCOUNT_FR.orders;

const STATUS_TONES: Record<string, { background: string; color: string }> = {
  pending: { background: '#fff3d6', color: '#6b4a00' },
  shipped: { background: '#dde7fb', color: '#1d3c8f' },
  delivered: { background: '#dff3e4', color: '#14632e' },
};

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 1rem;
  align-items: start;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 1rem;
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p,
  address {
    margin: 0.2rem 0 0;
    font-style: normal;
  }
  ${mq.down(600)} {
    grid-template-columns: 72px 1fr;
    img {
      width: 72px;
      height: 72px;
    }
  }
`;

const Status = styled.span<{ status: string }>`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-weight: 800;
  background: ${({ status }) => (STATUS_TONES[status] ?? STATUS_TONES.pending)?.background};
  color: ${({ status }) => (STATUS_TONES[status] ?? STATUS_TONES.pending)?.color};
`;

/** One line: the goody's picture and name, how many, their price in stars, the date, the status, where it goes. */
export function OrderCard({ line }: { line: OrderLine }) {
  useSiteLanguage();
  const { order, quantity, stars } = line;
  const image = order.goody?.image_url_2x ?? order.goody?.image_url ?? order.image_url;
  const name = order.goody?.name ?? order.name;
  return (
    <Item data-testid="order-card" data-order-id={order.id} data-quantity={quantity}>
      <img src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div>
        <h3>{name}</h3>
        {quantity > 1 ? <p data-testid="order-quantity">{T.quantity(quantity)}</p> : null}
        <p>
          <strong>{starsLabel(stars)}</strong> · {T.orderedOn(formatParisDate(order.created_at, 'day'))}
        </p>
        <p>
          <Status status={order.status} data-testid="order-status" data-status={order.status}>
            {T.status[order.status] ?? T.status.pending}
          </Status>
        </p>
        <p>{T.deliveredTo} :</p>
        <address data-testid="order-address">
          <AddressLines address={order.user_informations} />
        </address>
      </div>
    </Item>
  );
}
