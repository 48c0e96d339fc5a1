/** Migration 4: the pictures a legacy v2 receipt waits for (RECEIPT-3 PUT /api/v2/receipt_subpictures/{id}). */
export const SUBPICTURES_SCHEMA_SQL = `
  CREATE TABLE receipt_subpictures (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    batch_uuid TEXT NOT NULL REFERENCES batches(uuid) ON DELETE CASCADE,
    receipt_uuid TEXT NOT NULL,
    position INTEGER NOT NULL,
    file_key TEXT,
    created_at TEXT NOT NULL
  );
`;
