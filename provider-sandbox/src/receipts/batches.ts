import type { SandboxDb } from '../db/database';
import { apiError, invalidParameter, notFound } from '../http/errors';
import { addTimelineMessage } from '../timeline/messages';
import { BATCH_MAX_BYTES, UPLOAD_MESSAGES } from './limits';
import type { ReceivedFile } from './multipart';
import { starsForEans } from './processing';
import { assertReceiptUuidsFree } from './receipt-owner';
import type { ReceiptRow } from './receipt-json';

type BatchRow = {
  uuid: string;
  user_id: number;
  state: 'open' | 'sending' | 'sent';
  total_bytes: number;
};

export interface DeclaredReceipt {
  receiptUuid: string;
  capturedAt: string | null;
  eans: string[];
  offerIdentifiers: string[];
}

function findBatch(db: SandboxDb, uuid: string): BatchRow | undefined {
  return db.prepare('SELECT * FROM batches WHERE uuid = ?').get(uuid) as BatchRow | undefined;
}

/** RECEIPT-2: a sent batch takes nothing more; a new batch must be requested. */
function assertOpen(batch: BatchRow): void {
  if (batch.state === 'sent') throw apiError(409, 'batch_is_already_sent', UPLOAD_MESSAGES.batch_is_already_sent);
  if (batch.state === 'sending') throw apiError(409, 'batch_is_being_sent', UPLOAD_MESSAGES.batch_is_being_sent);
}

/**
 * Bytes already in the batch, so a request may only add what is left of the 8 MiB; the files it replaces (under the
 * keys it announces) do not count.
 */
export function batchBytesLeft(db: SandboxDb, batchUuid: string | undefined, replacedKeys: string[] = []): number {
  const batch = batchUuid ? findBatch(db, batchUuid) : undefined;
  if (!batch) return BATCH_MAX_BYTES;
  const replaced = replacedKeys.length
    ? (
        db
          .prepare(
            `SELECT COALESCE(SUM(size), 0) AS bytes FROM stored_files
             WHERE batch_uuid = ? AND upload_key IN (${replacedKeys.map(() => '?').join(', ')})`,
          )
          .get(batch.uuid, ...replacedKeys) as { bytes: number }
      ).bytes
    : 0;
  return BATCH_MAX_BYTES - (batch.total_bytes - replaced);
}

/**
 * Records uploaded files of a batch (created at its first upload) in one transaction. A file with the key of one
 * already stored in the batch replaces it (same key, never a second file): returns the paths of the replaced files,
 * to remove from disk once recorded.
 */
export function recordBatchUpload(
  db: SandboxDb,
  upload: {
    userId: number;
    batchUuid: string;
    receipts: DeclaredReceipt[];
    files: { file: ReceivedFile; receiptUuid: string; uploadKey?: string | undefined }[];
  },
  now: Date,
): { replacedPaths: string[] } {
  return db.transaction(() => {
    let batch = findBatch(db, upload.batchUuid);
    if (batch && batch.user_id !== upload.userId) throw notFound(`batch ${upload.batchUuid}`);
    if (!batch) {
      db.prepare("INSERT INTO batches (uuid, user_id, state, created_at) VALUES (?, ?, 'open', ?)").run(
        upload.batchUuid,
        upload.userId,
        now.toISOString(),
      );
      batch = findBatch(db, upload.batchUuid) as BatchRow;
    }
    assertOpen(batch);
    assertReceiptUuidsFree(db, upload.userId, [
      ...upload.receipts.map((receipt) => receipt.receiptUuid),
      ...upload.files.map((item) => item.receiptUuid),
    ]);
    const replaced = upload.files.flatMap(({ uploadKey }) =>
      uploadKey === undefined
        ? []
        : ((db
            .prepare('SELECT path, size FROM stored_files WHERE batch_uuid = ? AND upload_key = ?')
            .get(upload.batchUuid, uploadKey) as { path: string; size: number } | undefined) ?? []),
    );
    const forget = db.prepare('DELETE FROM stored_files WHERE batch_uuid = ? AND upload_key = ?');
    for (const { uploadKey } of upload.files) if (uploadKey !== undefined) forget.run(upload.batchUuid, uploadKey);
    const added =
      upload.files.reduce((sum, item) => sum + item.file.size, 0) - replaced.reduce((sum, file) => sum + file.size, 0);
    if (batch.total_bytes + added > BATCH_MAX_BYTES)
      throw apiError(413, 'payload_too_large', UPLOAD_MESSAGES.payload_too_large);
    const declare = db.prepare(
      `INSERT INTO batch_receipts (batch_uuid, receipt_uuid, captured_at, eans, offer_identifiers) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (batch_uuid, receipt_uuid) DO UPDATE SET
         captured_at = COALESCE(excluded.captured_at, captured_at), eans = excluded.eans, offer_identifiers = excluded.offer_identifiers`,
    );
    for (const receipt of upload.receipts) {
      declare.run(
        upload.batchUuid,
        receipt.receiptUuid,
        receipt.capturedAt,
        JSON.stringify(receipt.eans),
        JSON.stringify(receipt.offerIdentifiers),
      );
    }
    const store = db.prepare(
      `INSERT INTO stored_files (key, user_id, batch_uuid, receipt_uuid, path, content_type, size, created_at, upload_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const { file, receiptUuid, uploadKey } of upload.files) {
      store.run(
        file.key,
        upload.userId,
        upload.batchUuid,
        receiptUuid,
        file.path,
        file.contentType,
        file.size,
        now.toISOString(),
        uploadKey ?? null,
      );
    }
    db.prepare('UPDATE batches SET total_bytes = total_bytes + ? WHERE uuid = ?').run(added, upload.batchUuid);
    return { replacedPaths: replaced.map((file) => file.path) };
  })();
}

export interface SendBatchInput {
  userId: number;
  batchUuid: string;
  receiptUuids: string[];
  cancelledUuids: string[];
  createReceipts: boolean;
}

/**
 * RECEIPT-5 sendBatch: closes the batch, drops the cancelled receipts' files and creates the
 * pending receipts, processed after `delayMs`. Returns the created receipts and the files to delete.
 */
export function sendBatch(
  db: SandboxDb,
  input: SendBatchInput,
  now: Date,
  delayMs: number,
): { receipts: ReceiptRow[]; removedPaths: string[] } {
  return db.transaction(() => {
    const batch = findBatch(db, input.batchUuid);
    if (!batch || batch.user_id !== input.userId) throw notFound(`batch ${input.batchUuid}`);
    assertOpen(batch);
    const declared = new Map(
      (
        db.prepare('SELECT * FROM batch_receipts WHERE batch_uuid = ?').all(input.batchUuid) as {
          receipt_uuid: string;
          captured_at: string | null;
          eans: string;
        }[]
      ).map((row) => [row.receipt_uuid, row]),
    );
    if (input.receiptUuids.length === 0 && input.cancelledUuids.length === 0)
      throw invalidParameter('receipt_uuids', 'blank');
    if (new Set(input.receiptUuids).size !== input.receiptUuids.length)
      throw invalidParameter('receipt_uuids', 'not_unique');
    for (const uuid of input.receiptUuids) {
      if (!declared.has(uuid)) throw invalidParameter('receipt_uuids', 'not_in_batch', uuid);
      if (input.cancelledUuids.includes(uuid)) throw invalidParameter('cancelled_uuids', 'also_sent', uuid);
      if (db.prepare('SELECT 1 FROM receipts WHERE uuid = ?').get(uuid))
        throw invalidParameter('receipt_uuids', 'already_used', uuid);
    }
    // RECEIPT-2: cancelling a uuid that is not in the batch is an invalid parameter.
    for (const uuid of input.cancelledUuids)
      if (!declared.has(uuid)) throw invalidParameter('cancelled_uuids', 'not_in_batch', uuid);

    const removedPaths = input.cancelledUuids.flatMap((uuid) =>
      (
        db
          .prepare('SELECT path FROM stored_files WHERE batch_uuid = ? AND receipt_uuid = ?')
          .all(input.batchUuid, uuid) as { path: string }[]
      ).map((row) => row.path),
    );
    const forget = db.prepare('DELETE FROM stored_files WHERE batch_uuid = ? AND receipt_uuid = ?');
    for (const uuid of input.cancelledUuids) forget.run(input.batchUuid, uuid);
    db.prepare("UPDATE batches SET state = 'sent', sent_at = ? WHERE uuid = ?").run(now.toISOString(), input.batchUuid);
    if (!input.createReceipts) return { receipts: [], removedPaths };

    const insert = db.prepare(
      `INSERT INTO receipts (uuid, batch_uuid, user_id, status, captured_at, created_at, due_at, stars, eans)
       VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    );
    const dueAt = new Date(now.getTime() + delayMs).toISOString();
    const receipts = input.receiptUuids.map((uuid) => {
      const row = declared.get(uuid) as { captured_at: string | null; eans: string };
      const eans = JSON.parse(row.eans) as string[];
      insert.run(
        uuid,
        input.batchUuid,
        input.userId,
        row.captured_at,
        now.toISOString(),
        dueAt,
        starsForEans(db, eans),
        row.eans,
      );
      addTimelineMessage(
        db,
        {
          userId: input.userId,
          className: 'receipt_received',
          text: 'Votre preuve d’achat est bien reçue, elle est en cours de validation.',
          receiptUuid: uuid,
        },
        now,
      );
      return db.prepare('SELECT * FROM receipts WHERE uuid = ?').get(uuid) as ReceiptRow;
    });
    return { receipts, removedPaths };
  })();
}
