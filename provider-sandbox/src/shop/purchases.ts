import { randomUUID } from 'node:crypto';
import { goodyImageUrls } from '../assets/image-urls';
import { debitStars } from '../card/stars';
import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import { couponJson, findCoupon, type CouponRow } from './catalog';
import { SHOP_MESSAGES } from './messages';
import { sayOrderPlaced } from './order-messages';

type OrderRow = {
  id: number;
  user_id: number;
  coupon_identifier: string;
  value: number;
  status: string;
  user_informations: string;
  created_at: string;
  order_reference: string | null;
};

type EarnedCouponRow = {
  identifier: string;
  user_id: number;
  coupon_identifier: string;
  value: number;
  state: string;
  created_at: string;
};

/** Checks the coupon can be bought and debits its price; throws the shop's errors (KIT-4). */
function payFor(db: SandboxDb, userId: number, couponIdentifier: string): CouponRow {
  const coupon = findCoupon(db, couponIdentifier);
  if (!coupon || coupon.stock === 0) throw apiError(400, 'not_buyable', SHOP_MESSAGES.not_buyable, couponIdentifier);
  if (!debitStars(db, userId, coupon.value)) throw apiError(400, 'not_enough_points', SHOP_MESSAGES.not_enough_points);
  if (coupon.stock !== null)
    db.prepare('UPDATE coupons SET stock = stock - 1 WHERE identifier = ?').run(coupon.identifier);
  return coupon;
}

export function orderJson(db: SandboxDb, base: string, order: OrderRow) {
  const coupon = findCoupon(db, order.coupon_identifier);
  return {
    id: order.id,
    status: order.status,
    coupon_identifier: order.coupon_identifier,
    name: coupon?.name ?? order.coupon_identifier,
    value: order.value,
    image_url: goodyImageUrls(base, order.coupon_identifier).image_url,
    created_at: order.created_at,
    user_informations: JSON.parse(order.user_informations) as Record<string, unknown>,
    goody: coupon ? couponJson(base, coupon) : null,
    order_reference: order.order_reference,
  };
}

function earnedCouponJson(db: SandboxDb, row: EarnedCouponRow) {
  const coupon = findCoupon(db, row.coupon_identifier);
  return {
    identifier: row.identifier,
    coupon_identifier: row.coupon_identifier,
    name: coupon?.name ?? row.coupon_identifier,
    value: row.value,
    resellable_as_fidzs: coupon?.resellable_as_fidzs === 1,
    state: row.state,
    created_at: row.created_at,
  };
}

/** SHOP-ORDER-2 order_goody: one goody, shipped to `userInformations`; stars debited in the same transaction. */
export function orderGoody(
  db: SandboxDb,
  base: string,
  userId: number,
  couponIdentifier: string,
  userInformations: Record<string, unknown>,
  now: Date,
  reference: string | null = null,
) {
  return db.transaction(() => {
    const coupon = payFor(db, userId, couponIdentifier);
    const result = db
      .prepare(
        'INSERT INTO orders (user_id, coupon_identifier, value, status, user_informations, created_at, order_reference) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        userId,
        coupon.identifier,
        coupon.value,
        'pending',
        JSON.stringify(userInformations),
        now.toISOString(),
        reference,
      );
    sayOrderPlaced(db, userId, coupon, reference, now);
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(Number(result.lastInsertRowid)) as OrderRow;
    return orderJson(db, base, order);
  })();
}

export function listOrders(db: SandboxDb, base: string, userId: number) {
  const rows = db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC').all(userId) as OrderRow[];
  return rows.map((row) => orderJson(db, base, row));
}

export function buyCoupon(db: SandboxDb, userId: number, couponIdentifier: string, now: Date) {
  return db.transaction(() => {
    const coupon = payFor(db, userId, couponIdentifier);
    const identifier = randomUUID();
    db.prepare(
      'INSERT INTO earned_coupons (identifier, user_id, coupon_identifier, value, state, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(identifier, userId, coupon.identifier, coupon.value, 'earned', now.toISOString());
    return earnedCouponJson(
      db,
      db.prepare('SELECT * FROM earned_coupons WHERE identifier = ?').get(identifier) as EarnedCouponRow,
    );
  })();
}

function ownEarnedCoupon(db: SandboxDb, userId: number, identifier: string): EarnedCouponRow {
  const row = db
    .prepare('SELECT * FROM earned_coupons WHERE identifier = ? AND user_id = ?')
    .get(identifier, userId) as EarnedCouponRow | undefined;
  if (!row || row.state !== 'earned') throw apiError(400, 'not_cancelable', SHOP_MESSAGES.not_cancelable, identifier);
  return row;
}

/** Gives the stars back and the unit back to the stock. */
export function cancelBuy(db: SandboxDb, userId: number, identifier: string): void {
  db.transaction(() => {
    const row = ownEarnedCoupon(db, userId, identifier);
    db.prepare("UPDATE earned_coupons SET state = 'cancelled' WHERE identifier = ?").run(identifier);
    db.prepare('UPDATE users SET available_points = available_points + ? WHERE id = ?').run(row.value, userId);
    db.prepare('UPDATE coupons SET stock = stock + 1 WHERE identifier = ? AND stock IS NOT NULL').run(
      row.coupon_identifier,
    );
  })();
}

/** SHOP-COUPON-1: resell as points (stars back) or as fidzs (to the pot, 1 star = 1 cent). */
export function resellCoupon(db: SandboxDb, userId: number, identifier: string, as: 'points' | 'fidzs', now: Date) {
  return db.transaction(() => {
    const row = ownEarnedCoupon(db, userId, identifier);
    const coupon = findCoupon(db, row.coupon_identifier);
    if (as === 'fidzs' && coupon?.resellable_as_fidzs !== 1)
      throw apiError(400, 'not_resellable', SHOP_MESSAGES.not_resellable);
    db.prepare("UPDATE earned_coupons SET state = 'resold' WHERE identifier = ?").run(identifier);
    if (as === 'points') {
      db.prepare('UPDATE users SET available_points = available_points + ? WHERE id = ?').run(row.value, userId);
    } else {
      db.prepare('INSERT INTO pot_entries (user_id, amount_cents, label, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        row.value,
        `Revente de «\u00a0${coupon?.name ?? row.coupon_identifier}\u00a0»`,
        now.toISOString(),
      );
    }
    return earnedCouponJson(db, { ...row, state: 'resold' });
  })();
}

export function listEarnedCoupons(db: SandboxDb, userId: number) {
  const rows = db
    .prepare('SELECT * FROM earned_coupons WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
    .all(userId) as EarnedCouponRow[];
  return rows.map((row) => earnedCouponJson(db, row));
}
