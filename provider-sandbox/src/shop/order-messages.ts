import type { SandboxDb } from '../db/database';
import { addTimelineMessage, starsLabel } from '../timeline/messages';
import type { CouponRow } from './catalog';

function placedText(name: string, quantity: number, stars: number): string {
  const what = quantity > 1 ? `de ${quantity}\u00a0«\u00a0${name}\u00a0»` : `«\u00a0${name}\u00a0»`;
  return `Votre commande ${what} est enregistrée (${starsLabel(stars)}).`;
}

/**
 * « Votre commande … est enregistrée »: one message per goody of one order. The units of a basket order arrive one by
 * one (SHOP-ORDER-2); those of one order (same `order_reference`) update its message with their count and stars
 * instead of adding one each. A unit without a reference is an order of its own.
 */
export function sayOrderPlaced(
  db: SandboxDb,
  userId: number,
  coupon: CouponRow,
  reference: string | null,
  now: Date,
): void {
  if (reference === null) {
    addTimelineMessage(db, { userId, className: 'order_placed', text: placedText(coupon.name, 1, coupon.value) }, now);
    return;
  }
  const { quantity, stars } = db
    .prepare(
      'SELECT COUNT(*) AS quantity, COALESCE(SUM(value), 0) AS stars FROM orders WHERE user_id = ? AND order_reference = ? AND coupon_identifier = ?',
    )
    .get(userId, reference, coupon.identifier) as { quantity: number; stars: number };
  const text = placedText(coupon.name, quantity, stars);
  const key = `${reference}|${coupon.identifier}`;
  const said = db
    .prepare(
      "SELECT id FROM timeline_messages WHERE user_id = ? AND class_name = 'order_placed' AND order_reference = ?",
    )
    .get(userId, key) as { id: number } | undefined;
  if (said) db.prepare('UPDATE timeline_messages SET text = ? WHERE id = ?').run(text, said.id);
  else addTimelineMessage(db, { userId, className: 'order_placed', text, orderReference: key }, now);
}
