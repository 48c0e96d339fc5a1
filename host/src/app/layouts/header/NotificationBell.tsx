import { Suspense } from 'react';
import { BellIcon } from './icons';
import { preloadableView } from './lazy-view';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

// Like the star chip: the unread count and its data layer (SWR) stay out of an anonymous first load.
const bell = preloadableView(() => import('./NotificationBellView').then((module) => module.NotificationBell));

export const preloadNotificationBell = bell.preload;

export function NotificationBell({ onOpen }: { onOpen: () => void }) {
  useSiteLanguage();
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className="round desktop-only"
          aria-label={HOST_FR.account.notifications}
          onClick={onOpen}
          data-testid="notifications-button"
        >
          <BellIcon />
        </button>
      }
    >
      <bell.View onOpen={onOpen} />
    </Suspense>
  );
}
