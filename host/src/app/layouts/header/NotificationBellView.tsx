import styled from '@emotion/styled';
import { useNotifications } from '../../notifications/use-notifications';
import { BellIcon } from './icons';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Count = styled.span`
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
`;

export function unreadLabel(unread: number): string {
  if (unread === 0) return HOST_FR.account.notifications;
  return HOST_FR.bell.unread(unread);
}

/** The bell with the number of unread notifications (its data layer loads with the logged-in header only). */
export function NotificationBell({ onOpen }: { onOpen: () => void }) {
  useSiteLanguage();
  const { unread } = useNotifications();
  return (
    <button
      type="button"
      className="round desktop-only"
      style={{ position: 'relative' }}
      aria-label={unreadLabel(unread)}
      onClick={onOpen}
      data-testid="notifications-button"
    >
      <BellIcon />
      {unread > 0 ? (
        <Count aria-hidden="true" data-testid="notifications-count">
          {unread}
        </Count>
      ) : null}
    </button>
  );
}
