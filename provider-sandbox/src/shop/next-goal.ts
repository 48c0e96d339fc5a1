import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import { couponJson, findCoupon } from './catalog';
import { SHOP_MESSAGES } from './messages';

/** The goody the user saves stars for (SHOP-COUPON-1), or null. */
export function nextGoalJson(db: SandboxDb, base: string, userId: number) {
  const row = db.prepare('SELECT coupon_identifier FROM next_goals WHERE user_id = ?').get(userId) as
    { coupon_identifier: string } | undefined;
  const coupon = row ? findCoupon(db, row.coupon_identifier) : undefined;
  return coupon ? couponJson(base, coupon) : null;
}

/** The goody behind a reward id of /sdk/rewards (the coupon's row id), if any. */
export function couponIdentifierOfReward(db: SandboxDb, rewardId: number): string | undefined {
  return (
    db.prepare('SELECT identifier FROM coupons WHERE rowid = ?').get(rewardId) as { identifier: string } | undefined
  )?.identifier;
}

/**
 * One goal per user: selecting another goody replaces it. A goody that cannot be bought (unknown
 * or sold out) cannot be a goal either, with the same error as buying it.
 */
export function selectNextGoal(db: SandboxDb, userId: number, couponIdentifier: string, now: Date): void {
  const coupon = findCoupon(db, couponIdentifier);
  if (!coupon || coupon.stock === 0) throw apiError(400, 'not_buyable', SHOP_MESSAGES.not_buyable, couponIdentifier);
  db.prepare(
    `INSERT INTO next_goals (user_id, coupon_identifier, selected_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET coupon_identifier = excluded.coupon_identifier, selected_at = excluded.selected_at`,
  ).run(userId, coupon.identifier, now.toISOString());
}

/** Cancels the goal only when it is this goody, so a stale screen cannot drop a newer choice. */
export function cancelNextGoal(db: SandboxDb, userId: number, couponIdentifier: string): void {
  const removed = db
    .prepare('DELETE FROM next_goals WHERE user_id = ? AND coupon_identifier = ?')
    .run(userId, couponIdentifier).changes;
  if (removed === 0) throw apiError(404, 'not_found', SHOP_MESSAGES.not_next_goal, `next goal ${couponIdentifier}`);
}
