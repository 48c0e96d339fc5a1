import { useCallback, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { Button, uiStore } from 'shared-ui';
import { frenchTypography } from 'shared-ui/display';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { notificationsOpenAtom } from '../layout-state/layout-atoms';
import { useDialogFocus } from '../layout-state/use-dialog-focus';
import { useNotifications } from './use-notifications';
import { HOST_FR } from '../../messages/fr';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(20, 8, 4, 0.45);
`;

const Drawer = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 61;
  width: min(420px, 100vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  outline: none;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.3rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 1rem 1.25rem;
    display: grid;
    gap: 0.75rem;
    overflow-y: auto;
  }
  li {
    padding: 0.8rem 1rem;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-left: 5px solid ${({ theme }) => theme.colors.secondary};
  }
  li[data-class='success'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  li[data-class='warning'] {
    border-left-color: ${({ theme }) => theme.colors.tertiary};
  }
  time {
    display: block;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .state {
    padding: 1.5rem 1.25rem;
  }
  li p {
    margin: 0.2rem 0;
  }
  li a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .new {
    display: inline-block;
    margin: 0.2rem 0;
    padding: 0 0.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 0.8rem;
    font-weight: 800;
  }
`;

/**
 * The notifications drawer (LAYOUT-4: a layout-level state): the user's real notifications, newest first. Those unread
 * when it opened say « Nouveau »; opening it marks them all as read.
 */
export default function NotificationsDrawer() {
  useSiteLanguage();
  const close = useCallback(() => uiStore.set(notificationsOpenAtom, false), []);
  const ref = useDialogFocus<HTMLElement>(close);
  const { items, error, isUnread, markAllRead, reload } = useNotifications();
  // What was unread when the drawer opened stays marked « Nouveau » while it is open.
  const [newIds, setNewIds] = useState<ReadonlySet<string> | null>(null);
  if (items && newIds === null) setNewIds(new Set(items.filter((item) => isUnread(item.id)).map((item) => item.id)));
  const seen = newIds !== null;
  useEffect(() => {
    if (seen) markAllRead();
  }, [seen, markAllRead]);

  return (
    <>
      <Backdrop onClick={close} />
      <Drawer
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="notifications-title"
        tabIndex={-1}
        data-testid="notifications-drawer"
      >
        <header>
          <h2 id="notifications-title">{HOST_FR.notifications.title}</h2>
          <Button type="button" variant="ghost" size="small" onClick={close}>
            {HOST_FR.notifications.close}
          </Button>
        </header>
        {items === undefined && error ? (
          <div className="state" role="alert">
            <p>{HOST_FR.notifications.failed}</p>
            <Button type="button" variant="secondary" size="small" onClick={reload}>
              {HOST_FR.notifications.retry}
            </Button>
          </div>
        ) : items === undefined ? (
          <p className="state" role="status">
            {HOST_FR.notifications.loading}
          </p>
        ) : items.length === 0 ? (
          <p className="state" data-testid="notifications-empty">
            {HOST_FR.notifications.empty}
          </p>
        ) : (
          <ul data-testid="notifications-list">
            {items.map((item) => (
              <li key={item.id} data-class={item.class} data-testid="notification">
                <time dateTime={item.time}>{formatParisDate(item.time, 'dayTime')}</time>
                {newIds?.has(item.id) ? <span className="new">{HOST_FR.notifications.new}</span> : null}
                <p>{frenchTypography(item.text)}</p>
                {item.to ? (
                  <Link to={item.to} onClick={close}>
                    {HOST_FR.notifications.complete}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
