import { useServerRead } from 'shared-ui';
import { useAccountData } from '../../../app/use-account-data';

/**
 * Every order of the user, newest first (CONTRACT.md GET /api/kitv4/all_orders). An order placed
 * in the shop (`order:completed`) appears without a reload; a status the provider changed shows
 * on focus.
 */
export function useOrders() {
  // What the server read for the visitor's page: the list starts from it (in the HTML and while hydrating).
  const served = useServerRead('orders');
  return useAccountData('orders', (kit) => kit.getAllOrders(), ['order:completed'], { fallbackData: served });
}
