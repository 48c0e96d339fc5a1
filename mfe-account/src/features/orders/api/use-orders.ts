import { useAccountData } from '../../../app/use-account-data';

/**
 * Every order of the user, newest first (CONTRACT.md GET /api/kitv4/all_orders). An order placed
 * in the shop (`order:completed`) appears without a reload; a status the provider changed shows
 * on focus.
 */
export function useOrders() {
  return useAccountData('orders', (kit) => kit.getAllOrders(), ['order:completed']);
}
