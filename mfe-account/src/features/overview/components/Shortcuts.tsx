import styled from '@emotion/styled';
import { ROUTE_PATHS } from 'shared-kit';
import { Link } from 'shared-ui';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.overview.shortcuts;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    padding: 0.75rem 1rem;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 800;
    text-align: center;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 3px;
  }
`;

/** Where a user usually goes next: declare purchases, the shop, the history. */
export function Shortcuts() {
  useSiteLanguage();
  return (
    <Items data-testid="account-shortcuts">
      <li>
        <Link to={ROUTE_PATHS['shop-declare']}>{T.declare}</Link>
      </li>
      <li>
        <Link to={ROUTE_PATHS.shop}>{T.shop}</Link>
      </li>
      <li>
        <Link to={ROUTE_PATHS['profile-history-declarations']}>{T.history}</Link>
      </li>
    </Items>
  );
}
