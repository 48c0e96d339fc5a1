/** Migration 2: the provider's data (CONTRACT.md). Times are ISO-8601 UTC strings. */
export const PROVIDER_SCHEMA_SQL = `
  CREATE TABLE partners (
    client_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    region TEXT NOT NULL
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT COLLATE NOCASE UNIQUE,
    password_hash TEXT,
    title TEXT,
    first_name TEXT,
    last_name TEXT,
    phone TEXT,
    external_id TEXT UNIQUE,
    custom_fields TEXT NOT NULL DEFAULT '{}',
    available_points INTEGER NOT NULL DEFAULT 0 CHECK (available_points >= 0),
    created_at TEXT NOT NULL
  );

  CREATE TABLE access_tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE password_resets (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );

  CREATE TABLE mailbox (
    id INTEGER PRIMARY KEY,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    reset_token TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE catalogs (
    identifier TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );

  CREATE TABLE coupons (
    identifier TEXT PRIMARY KEY,
    catalog_identifier TEXT NOT NULL REFERENCES catalogs(identifier),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    value INTEGER NOT NULL CHECK (value > 0),
    key_for_display TEXT NOT NULL,
    stock INTEGER,
    resellable_as_fidzs INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE earned_coupons (
    identifier TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    coupon_identifier TEXT NOT NULL REFERENCES coupons(identifier),
    value INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('earned', 'cancelled', 'resold')),
    created_at TEXT NOT NULL
  );

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    coupon_identifier TEXT NOT NULL REFERENCES coupons(identifier),
    value INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'shipped', 'delivered')),
    user_informations TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE user_informations (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    fields TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  CREATE TABLE products (
    ean TEXT PRIMARY KEY,
    identifier TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    brand TEXT NOT NULL,
    stars INTEGER NOT NULL CHECK (stars > 0)
  );

  CREATE TABLE batches (
    uuid TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('open', 'sending', 'sent')),
    total_bytes INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    sent_at TEXT
  );

  CREATE TABLE batch_receipts (
    batch_uuid TEXT NOT NULL REFERENCES batches(uuid) ON DELETE CASCADE,
    receipt_uuid TEXT NOT NULL,
    captured_at TEXT,
    eans TEXT NOT NULL DEFAULT '[]',
    offer_identifiers TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (batch_uuid, receipt_uuid)
  );

  CREATE TABLE stored_files (
    key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    batch_uuid TEXT,
    receipt_uuid TEXT,
    path TEXT,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE receipts (
    uuid TEXT PRIMARY KEY,
    batch_uuid TEXT NOT NULL REFERENCES batches(uuid),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
    captured_at TEXT,
    created_at TEXT NOT NULL,
    due_at TEXT NOT NULL,
    processed_at TEXT,
    stars INTEGER NOT NULL DEFAULT 0,
    reason TEXT,
    eans TEXT NOT NULL DEFAULT '[]',
    review_state TEXT
  );
  CREATE INDEX receipts_by_status_due ON receipts (status, due_at);

  CREATE TABLE timeline_messages (
    id INTEGER PRIMARY KEY,
    identifier TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    class_name TEXT NOT NULL,
    text TEXT NOT NULL,
    receipt_uuid TEXT,
    archived INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );

  CREATE TABLE codes (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    outcome TEXT NOT NULL CHECK (outcome IN ('win', 'lose', 'already_won', 'not_accessible', 'expired')),
    key_for_display TEXT,
    state TEXT NOT NULL CHECK (state IN ('available', 'burning', 'burned')),
    input_deadline_at TEXT,
    locked_at TEXT,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    burned_at TEXT,
    receipt_kit_uuid TEXT,
    product_shot_image_key TEXT
  );

  CREATE TABLE participations (
    id INTEGER PRIMARY KEY,
    code_id INTEGER NOT NULL UNIQUE REFERENCES codes(id),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    user_information_fields TEXT NOT NULL,
    receipt_id INTEGER,
    receipt_kit_uuid TEXT,
    product_shot_image_key TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE feedbacks (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    title TEXT,
    freetext TEXT NOT NULL,
    version TEXT,
    receipt_uuid TEXT,
    kind TEXT NOT NULL DEFAULT 'feedback',
    created_at TEXT NOT NULL
  );

  CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    project_id TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE payment_informations (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    iban TEXT,
    email TEXT
  );

  CREATE TABLE pot_entries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL,
    label TEXT NOT NULL,
    transfer_payment_id INTEGER,
    created_at TEXT NOT NULL
  );

  CREATE TABLE transfer_payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    iban TEXT,
    email TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;
