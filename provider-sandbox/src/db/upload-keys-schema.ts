/**
 * Migration 9: the client's key of each uploaded file (its id in the batch). A second upload of a key in the same
 * batch replaces the file stored under it instead of adding one (CONTRACT.md « Receipts »: resumed uploads).
 */
export const UPLOAD_KEYS_SCHEMA_SQL = `
  ALTER TABLE stored_files ADD COLUMN upload_key TEXT;
  CREATE UNIQUE INDEX stored_files_upload_key ON stored_files (batch_uuid, upload_key) WHERE upload_key IS NOT NULL;
`;
