import type { SandboxDb } from '../db/database';
import { invalidParameter } from '../http/errors';

/** Users who hold a receipt uuid anywhere: declared in a batch, sent, or named by an uploaded file. */
function holdersOf(db: SandboxDb, receiptUuid: string): number[] {
  const rows = db
    .prepare(
      `SELECT user_id FROM receipts WHERE uuid = ?
       UNION SELECT batches.user_id FROM batch_receipts JOIN batches ON batches.uuid = batch_receipts.batch_uuid WHERE batch_receipts.receipt_uuid = ?
       UNION SELECT user_id FROM stored_files WHERE receipt_uuid = ?`,
    )
    .all(receiptUuid, receiptUuid, receiptUuid) as { user_id: number }[];
  return rows.map((row) => row.user_id);
}

/**
 * A receipt uuid belongs to the first user who uses it, forever. Another user naming
 * it (to pass someone's receipt off as their own) gets 400 already_used, before anything is written.
 */
export function assertReceiptUuidsFree(
  db: SandboxDb,
  userId: number,
  receiptUuids: Iterable<string>,
  parameter = 'receipt_uuid',
): void {
  for (const uuid of new Set(receiptUuids)) {
    if (holdersOf(db, uuid).some((holder) => holder !== userId)) throw invalidParameter(parameter, 'already_used');
  }
}

/**
 * The receipt is the user's: nobody else holds its uuid, and either it was sent by the user or
 * its pictures were uploaded by the user (a declaration alone proves nothing).
 */
export function isOwnReceipt(db: SandboxDb, userId: number, receiptUuid: string): boolean {
  const holders = holdersOf(db, receiptUuid);
  if (holders.length === 0 || holders.some((holder) => holder !== userId)) return false;
  const sent = db.prepare('SELECT 1 FROM receipts WHERE uuid = ? AND user_id = ?').get(receiptUuid, userId);
  const uploaded = db
    .prepare('SELECT 1 FROM stored_files WHERE receipt_uuid = ? AND user_id = ?')
    .get(receiptUuid, userId);
  return Boolean(sent ?? uploaded);
}
