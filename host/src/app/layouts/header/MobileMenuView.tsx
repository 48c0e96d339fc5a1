import styled from '@emotion/styled';
import { Link, NavLink, useLocation } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { mq, MOBILE_SWITCH, uiStore } from 'shared-ui';
import { useSession } from '../../shell/shell-context';
import { useLogout } from '../../session/use-logout';
import { notificationsOpenAtom, openContactDialog } from '../../layout-state/layout-atoms';
import { accountItems, authLink, type NavItem } from './nav-links';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Panel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.75rem 1rem 1.25rem;
  ${mq.up(MOBILE_SWITCH)} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  a,
  button.item {
    display: block;
    width: 100%;
    padding: 0.75rem 0.5rem;
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.1rem;
    font-weight: 700;
    text-align: left;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h2 {
    margin: 1rem 0 0.25rem;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** LAYOUT-7: below the large breakpoint the navigation folds into this panel. */
export function MobileMenu({ id, items }: { id: string; items: NavItem[] }) {
  useSiteLanguage();
  const { isLoggedIn } = useSession();
  const logout = useLogout();
  const { search } = useLocation();
  return (
    <Panel id={id} data-testid="mobile-menu">
      <nav aria-label={HOST_FR.nav.mobile}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={ROUTE_PATHS.faq}>{HOST_FR.nav.faq}</NavLink>
          </li>
        </ul>
        <h2>{HOST_FR.account.menu}</h2>
        {isLoggedIn ? (
          <ul>
            <li>
              <button type="button" className="item" onClick={() => uiStore.set(notificationsOpenAtom, true)}>
                {HOST_FR.account.notifications}
              </button>
            </li>
            {accountItems().map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="item" onClick={() => openContactDialog()}>
                {HOST_FR.account.contactUs}
              </button>
            </li>
            <li>
              <button type="button" className="item" onClick={() => void logout()}>
                {HOST_FR.account.logOut}
              </button>
            </li>
          </ul>
        ) : (
          <ul>
            <li>
              <Link to={authLink(ROUTE_PATHS['auth-login'], search)}>{HOST_FR.nav.logIn}</Link>
            </li>
            <li>
              <Link to={authLink(ROUTE_PATHS['auth-signup'], search)}>{HOST_FR.nav.signUp}</Link>
            </li>
          </ul>
        )}
      </nav>
    </Panel>
  );
}
