import type { Order } from 'shared-kit';
import { orderLines } from './order-lines';

const unit = (id: number, coupon: string, reference: string | null, status: Order['status'] = 'pending'): Order =>
  ({
    id,
    coupon_identifier: coupon,
    value: coupon === 'goody-mug' ? 90 : 50,
    status,
    order_reference: reference,
  }) as Order;

describe('« Mes commandes » lines', () => {
  it('makes the units of one goody in one order one line with its quantity and stars', () => {
    const lines = orderLines([
      unit(4, 'goody-key-ring-star', 'panier-2'),
      unit(3, 'goody-mug', 'panier-2'),
      unit(2, 'goody-key-ring-star', 'panier-2'),
      unit(1, 'goody-key-ring-star', 'panier-1'),
    ]);
    expect(lines.map((line) => [line.order.id, line.quantity, line.stars])).toEqual([
      [4, 2, 100],
      [3, 1, 90],
      [1, 1, 50],
    ]);
  });

  it('keeps apart units without a reference, and a unit whose status moved apart', () => {
    const lines = orderLines([
      unit(4, 'goody-key-ring-star', null),
      unit(3, 'goody-key-ring-star', null),
      unit(2, 'goody-key-ring-star', 'panier-1', 'shipped'),
      unit(1, 'goody-key-ring-star', 'panier-1'),
    ]);
    expect(lines.map((line) => [line.order.id, line.quantity])).toEqual([
      [4, 1],
      [3, 1],
      [2, 1],
      [1, 1],
    ]);
  });
});
