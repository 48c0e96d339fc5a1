/** Migration 6: the goody a user saves stars for (SHOP-COUPON-1); one per user. */
export const NEXT_GOAL_SCHEMA_SQL = `
  CREATE TABLE next_goals (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    coupon_identifier TEXT NOT NULL REFERENCES coupons(identifier) ON DELETE CASCADE,
    selected_at TEXT NOT NULL
  );
`;
