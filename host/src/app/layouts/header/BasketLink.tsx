import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { useSession } from '../../shell/shell-context';
import { BasketIcon } from './icons';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Basket = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .count {
    position: absolute;
    top: -2px;
    right: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 0.75rem;
    font-weight: 800;
    line-height: 20px;
    text-align: center;
  }
`;

export function BasketLink() {
  useSiteLanguage();
  const { basketCount } = useSession();
  const label = basketCount === 0 ? HOST_FR.basket.empty : HOST_FR.basket.items(basketCount);
  return (
    <Basket to={ROUTE_PATHS['shop-basket']} aria-label={label} data-testid="basket-link">
      <BasketIcon />
      {basketCount > 0 ? (
        <span className="count" aria-hidden="true" data-testid="basket-count">
          {basketCount}
        </span>
      ) : null}
    </Basket>
  );
}
