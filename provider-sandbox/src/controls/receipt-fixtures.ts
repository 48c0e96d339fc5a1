import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../db/database';
import { addTimelineMessage } from '../timeline/messages';
import type { ReceiptRow } from '../receipts/receipt-json';
import { processReceipt, starsForEans } from '../receipts/processing';

export type FixtureReceiptStatus = 'pending' | 'accepted' | 'rejected';

/** A pending fixture is never due on its own: only "settle receipts now" (or a reset) moves it. */
const PENDING_FOR_MS = 365 * 24 * 3600 * 1000;

/**
 * Receipts already sent in one batch, in a chosen state, for the QA shell's personas (a user with
 * pending and refused receipts). They go through the same processing as uploaded ones: an accepted
 * receipt credits its stars and a refused one gets the "no eligible product" reason and its timeline
 * message. A refused receipt declares no eligible product, which is why the sandbox refuses it.
 */
export function addSentReceipts(
  db: SandboxDb,
  userId: number,
  statuses: FixtureReceiptStatus[],
  eans: string[],
  now: Date,
): { batch_uuid: string; receipts: { uuid: string; status: FixtureReceiptStatus }[] } {
  return db.transaction(() => {
    const batchUuid = randomUUID();
    db.prepare("INSERT INTO batches (uuid, user_id, state, created_at, sent_at) VALUES (?, ?, 'sent', ?, ?)").run(
      batchUuid,
      userId,
      now.toISOString(),
      now.toISOString(),
    );
    const receipts = statuses.map((status) => {
      const uuid = randomUUID();
      const declared = status === 'rejected' ? [] : eans;
      db.prepare('INSERT INTO batch_receipts (batch_uuid, receipt_uuid, captured_at, eans) VALUES (?, ?, ?, ?)').run(
        batchUuid,
        uuid,
        now.toISOString(),
        JSON.stringify(declared),
      );
      db.prepare(
        `INSERT INTO receipts (uuid, batch_uuid, user_id, status, captured_at, created_at, due_at, stars, eans)
         VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
      ).run(
        uuid,
        batchUuid,
        userId,
        now.toISOString(),
        now.toISOString(),
        new Date(now.getTime() + PENDING_FOR_MS).toISOString(),
        starsForEans(db, declared),
        JSON.stringify(declared),
      );
      addTimelineMessage(
        db,
        // The same message an upload leaves (receipts/batches.ts).
        {
          userId,
          className: 'receipt_received',
          text: 'Votre preuve d’achat est bien reçue, elle est en cours de validation.',
          receiptUuid: uuid,
        },
        now,
      );
      if (status !== 'pending') {
        const row = db.prepare('SELECT * FROM receipts WHERE uuid = ?').get(uuid) as ReceiptRow;
        processReceipt(db, row, now);
      }
      return { uuid, status };
    });
    return { batch_uuid: batchUuid, receipts };
  })();
}
