import type { Order } from 'shared-kit';
import { pageRead, useLoaded } from 'shared-ui';
import { useAccountData } from '../../../app/use-account-data';

/** Every order of the user, read by the loader of « Mes commandes » and by `useOrders`. */
export const ordersRead = pageRead('orders', (kit: { getAllOrders(): Promise<Order[]> }) => kit.getAllOrders());

/**
 * Every order of the user, newest first (CONTRACT.md GET /api/kitv4/all_orders). An order placed
 * in the shop (`order:completed`) appears without a reload; a status the provider changed shows
 * on focus.
 */
export function useOrders() {
  // What the page's loader read: the list starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(ordersRead);
  return useAccountData(ordersRead.name, (kit) => ordersRead.read(kit), ['order:completed'], { fallbackData: loaded });
}
