import { preloadAccountMenu } from './AccountMenu';
import { preloadNotificationBell } from './NotificationBell';
import { preloadStarBalanceChip } from './StarBalanceChip';

/**
 * The logged-in header's own chunks (star chip, bell, account menu), loaded before a visitor's page is rendered or
 * hydrated.
 */
export function preloadLoggedInHeader(): Promise<unknown> {
  return Promise.all([preloadStarBalanceChip(), preloadNotificationBell(), preloadAccountMenu()]);
}
