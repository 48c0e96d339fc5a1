import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shell/shell-context';
import { useLogout } from '../../session/use-logout';
import { openContactDialog } from '../../layout-state/layout-atoms';
import { accountItems } from './nav-links';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Wrapper = styled.div`
  position: relative;
  > button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    border-radius: 999px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 800;
    white-space: nowrap;
    cursor: pointer;
  }
  .who {
    max-width: 9rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .hello {
    padding: 0.4rem 0.8rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    margin-bottom: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 8px);
    min-width: 240px;
    margin: 0;
    padding: 0.5rem;
    list-style: none;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    border: 1px solid ${({ theme }) => theme.colors.border};
    z-index: 30;
  }
  li a,
  li button {
    display: block;
    width: 100%;
    padding: 0.6rem 0.8rem;
    border-radius: 8px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  li a:hover,
  li button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** The account menu of the header (a disclosure: a list of links, closed by Escape or a click away). */
export function AccountMenu() {
  useSiteLanguage();
  const { user } = useSession();
  const logout = useLogout();
  const location = useLocation();
  // Open for the path it was opened on only: a navigation closes it without an effect resetting state.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      {/* The header shows who is logged in (issue: "header shows the user"); long names are cut. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // The visible first name starts the accessible name (WCAG 2.5.3 label in name; axe label-content-name-mismatch).
        aria-label={user?.firstName ? HOST_FR.account.menuOf(user.firstName) : HOST_FR.account.menu}
        onClick={() => setOpenOn(open ? null : location.pathname)}
        data-testid="account-menu"
      >
        <span className="who">{user?.firstName || HOST_FR.account.menu}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id={listId}>
          {user?.firstName ? <li className="hello">{HOST_FR.account.hello(user.firstName)}</li> : null}
          {accountItems().map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => openContactDialog()}>
              {HOST_FR.account.contactUs}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              {HOST_FR.account.logOut}
            </button>
          </li>
        </ul>
      ) : null}
    </Wrapper>
  );
}
