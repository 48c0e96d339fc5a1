import type { Order } from 'shared-kit';

/** One line of « Mes commandes »: a goody of one order, with how many of it and what they cost. */
export interface OrderLine {
  /** The first unit (newest first, as the provider lists them): its picture, name, date, status and address. */
  order: Order;
  quantity: number;
  /** Stars of every unit of the line. */
  stars: number;
}

/**
 * The provider's orders are units (SHOP-ORDER-2 orders a basket one unit at a time); the units of one basket order
 * carry its reference. Two key rings ordered together are one line with its quantity; a unit without a reference, or
 * whose status moved apart from the others', is a line of its own. Newest first, as the provider lists them.
 */
export function orderLines(orders: readonly Order[]): OrderLine[] {
  const lines: OrderLine[] = [];
  const byKey = new Map<string, OrderLine>();
  for (const order of orders) {
    const key = order.order_reference
      ? `${order.order_reference}|${order.coupon_identifier}|${order.status}`
      : `unit|${order.id}`;
    const line = byKey.get(key);
    if (line) {
      line.quantity += 1;
      line.stars += order.value;
      continue;
    }
    const created: OrderLine = { order, quantity: 1, stars: order.value };
    byKey.set(key, created);
    lines.push(created);
  }
  return lines;
}
