import { useEffect, useId } from 'react';
import styled from '@emotion/styled';
import { Link, NavLink, useLocation } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import {
  BREAKPOINTS,
  buttonLook,
  mq,
  MOBILE_SWITCH,
  pillLink,
  uiStore,
  useAtom,
  useSetAtom,
  useSiteRuntime,
} from 'shared-ui';
import { useSession } from '../../shell/shell-context';
import { mobileMenuOpenAtom, notificationsOpenAtom } from '../../layout-state/layout-atoms';
import { AccountMenu } from './AccountMenu';
import { BasketLink } from './BasketLink';
import { MenuIcon } from './icons';
import { Logo } from './Logo';
import { fetchMobileMenu, MobileMenu } from './MobileMenu';
import { NotificationBell } from './NotificationBell';
import { authLink, mainNavItems } from './nav-links';
import { StarBalanceChip } from './StarBalanceChip';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  border-bottom: 4px solid ${({ theme }) => theme.colors.tertiary};
  .bar {
    max-width: 1440px;
    margin: 0 auto;
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.6rem clamp(0.75rem, 2vw, 2rem);
  }
  .main-nav {
    margin-left: auto;
    ${mq.down(MOBILE_SWITCH)} {
      display: none;
    }
  }
  .main-nav ul {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .main-nav a {
    ${pillLink}
    padding: 0.55rem 0.7rem;
    color: ${({ theme }) => theme.colors.text};
  }
  .main-nav a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .main-nav a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  .actions {
    display: flex;
    flex-shrink: 0;
    align-items: center;
    gap: 0.5rem;
    ${mq.down(BREAKPOINTS.xs)} {
      gap: 0.35rem;
    }
    ${mq.down(MOBILE_SWITCH)} {
      margin-left: auto;
    }
  }
  .round {
    flex-shrink: 0;
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  /* Last, so they win over the display of .round and the login button (LAYOUT-7: switch at the large breakpoint). */
  .desktop-only {
    ${mq.down(MOBILE_SWITCH)} {
      display: none;
    }
  }
  .mobile-only {
    ${mq.up(MOBILE_SWITCH)} {
      display: none;
    }
  }
`;

const LoginLink = styled(Link)`
  ${({ theme }) => buttonLook({ theme })}
`;

/** Logo, navigation, and for a logged-in visitor the stars, basket, notifications and account menu. */
export function Header() {
  useSiteLanguage();
  const { config } = useSiteRuntime();
  const { isLoggedIn } = useSession();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom, { store: uiStore });
  const setNotificationsOpen = useSetAtom(notificationsOpenAtom, { store: uiStore });
  const location = useLocation();
  const menuId = useId();
  const items = mainNavItems(config.game.current);

  useEffect(() => setMenuOpen(false), [location.pathname, setMenuOpen]);

  return (
    <Bar>
      <div className="bar">
        <Logo />
        <nav className="main-nav" aria-label={HOST_FR.nav.main}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="actions">
          {isLoggedIn ? (
            <>
              {/* Visible at the top of every page, phones included (« Comment participer ? » says so). */}
              <StarBalanceChip />
              <BasketLink />
              <NotificationBell onOpen={() => setNotificationsOpen(true)} />
              <span className="desktop-only">
                <AccountMenu />
              </span>
            </>
          ) : (
            <LoginLink className="login desktop-only" to={authLink(ROUTE_PATHS.auth, location.search)}>
              {HOST_FR.nav.login}
            </LoginLink>
          )}
          <button
            type="button"
            className="round mobile-only"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? HOST_FR.nav.closeMenu : HOST_FR.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={fetchMobileMenu}
            onFocus={fetchMobileMenu}
            data-testid="mobile-menu-button"
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu id={menuId} items={items} /> : null}
    </Bar>
  );
}
