/** Migration 3: promotional codes that credit stars once per user (GAME-CODE-1 sdk/apply_code). */
export const PROMO_SCHEMA_SQL = `
  CREATE TABLE promo_codes (
    code TEXT PRIMARY KEY,
    points INTEGER NOT NULL CHECK (points > 0),
    valid_until TEXT
  );

  CREATE TABLE promo_code_uses (
    code TEXT NOT NULL REFERENCES promo_codes(code) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    used_at TEXT NOT NULL,
    PRIMARY KEY (code, user_id)
  );
`;
