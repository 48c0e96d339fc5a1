import { useCallback, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Button, uiStore } from 'shared-ui';
import { notificationsOpenAtom } from '../layout-state/layout-atoms';
import { useDialogFocus } from '../layout-state/use-dialog-focus';
import { loadNotifications, type SiteNotification } from './notification-source';

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
`;

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The notifications drawer (spec §2: a layout-level state). */
export default function NotificationsDrawer() {
  const [items, setItems] = useState<SiteNotification[] | null>(null);
  const close = useCallback(() => uiStore.set(notificationsOpenAtom, false), []);
  const ref = useDialogFocus<HTMLElement>(close);

  useEffect(() => {
    let live = true;
    void loadNotifications().then((loaded) => live && setItems(loaded));
    return () => {
      live = false;
    };
  }, []);

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
          <h2 id="notifications-title">Notifications</h2>
          <Button type="button" variant="ghost" size="small" onClick={close}>
            Fermer
          </Button>
        </header>
        {items === null ? (
          <p className="state" role="status">
            Chargement des notifications…
          </p>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={`${item.time}-${item.text}`} data-class={item.class}>
                <time dateTime={item.time}>{DATE.format(new Date(item.time))}</time>
                {item.text}
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
