import { useServerRead } from 'shared-ui';
import { useAccountData } from '../../../app/use-account-data';

/**
 * Every receipt the provider knows for the user, all statuses, newest first (CONTRACT.md
 * GET /api/kitv4/receipts). Stale after the user sends receipts from the shop or the game
 * (`receipts:sent`); the provider settles receipts on its own, which focus revalidation picks up.
 */
export function useReceipts() {
  // What the server read for the visitor's page: the list starts from it (in the HTML and while hydrating).
  const served = useServerRead('receipts');
  return useAccountData('receipts', (kit) => kit.getReceipts(), ['receipts:sent'], { fallbackData: served });
}
