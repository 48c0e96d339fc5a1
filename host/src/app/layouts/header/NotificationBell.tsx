import { lazy, Suspense } from 'react';
import { BellIcon } from './icons';
import { HOST_FR } from '../../../messages/fr';

// Like the star chip: the unread count and its data layer (SWR) stay out of an anonymous first load.
const NotificationBellView = lazy(() =>
  import('./NotificationBellView').then((module) => ({ default: module.NotificationBell })),
);

export function NotificationBell({ onOpen }: { onOpen: () => void }) {
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
      <NotificationBellView onOpen={onOpen} />
    </Suspense>
  );
}
