import { creditStars } from '../card/stars';
import type { SandboxDb } from '../db/database';
import { addTimelineMessage, starsLabel } from '../timeline/messages';
import type { ReceiptRow } from './receipt-json';
import { logger } from '../logger';

export const GAME_RECEIPT_RECEIVED_TEXT =
  'Votre preuve de participation au jeu est bien reçue, elle est en cours de vérification.';

/** The French reason of a receipt that declares no eligible product. */
export const NO_ELIGIBLE_PRODUCT_REASON = 'Aucun produit éligible n’a été déclaré sur cette preuve d’achat.';

/** Stars a receipt earns: the stars of each eligible product declared on it. */
export function starsForEans(db: SandboxDb, eans: string[]): number {
  const stars = db.prepare('SELECT stars FROM products WHERE ean = ?');
  return eans.reduce((sum, ean) => sum + ((stars.get(ean) as { stars: number } | undefined)?.stars ?? 0), 0);
}

/**
 * Accepts or rejects one pending receipt. The status guard makes it safe to run twice (timer
 * and settle control, or two sandboxes on one file): only the first one credits the stars. A `refusal` rejects it
 * whatever it declares, with that reason (a picture the provider could not read: the test control's).
 */
export function processReceipt(db: SandboxDb, receipt: ReceiptRow, now: Date, refusal?: string): boolean {
  if (receipt.purpose === 'game' && refusal === undefined) return processGameReceipt(db, receipt, now);
  return db.transaction(() => {
    const accepted = refusal === undefined && receipt.stars > 0;
    const reason = refusal ?? NO_ELIGIBLE_PRODUCT_REASON;
    const changed = db
      .prepare("UPDATE receipts SET status = ?, processed_at = ?, reason = ? WHERE uuid = ? AND status = 'pending'")
      .run(accepted ? 'accepted' : 'rejected', now.toISOString(), accepted ? null : reason, receipt.uuid).changes;
    if (changed !== 1) return false;
    if (accepted) {
      creditStars(db, receipt.user_id, receipt.stars);
      addTimelineMessage(
        db,
        {
          userId: receipt.user_id,
          className: 'receipt_accepted',
          text: `Votre preuve d’achat est validée\u00a0: +${starsLabel(receipt.stars)}\u00a0!`,
          receiptUuid: receipt.uuid,
        },
        now,
      );
    } else {
      addTimelineMessage(
        db,
        {
          userId: receipt.user_id,
          className: 'receipt_rejected',
          text: `Votre preuve d’achat est refusée. ${reason}`,
          receiptUuid: receipt.uuid,
        },
        now,
      );
    }
    return true;
  })();
}

/** The game's proof of purchase: checked (accepted) without stars, with its own timeline message. */
function processGameReceipt(db: SandboxDb, receipt: ReceiptRow, now: Date): boolean {
  return db.transaction(() => {
    const changed = db
      .prepare(
        "UPDATE receipts SET status = 'accepted', processed_at = ?, reason = NULL, stars = 0 WHERE uuid = ? AND status = 'pending'",
      )
      .run(now.toISOString(), receipt.uuid).changes;
    if (changed !== 1) return false;
    addTimelineMessage(
      db,
      {
        userId: receipt.user_id,
        className: 'game_receipt_accepted',
        text: 'Votre preuve de participation au jeu est validée.',
        receiptUuid: receipt.uuid,
      },
      now,
    );
    return true;
  })();
}

/**
 * Marks a receipt as the proof of a game participation (link_code_to_receipt). A receipt already processed as a
 * declaration without products (the link came after the processing delay) is put back to pending, and its refusal
 * message withdrawn, so that it is checked as what it is.
 */
export function markGameReceipt(db: SandboxDb, receiptUuid: string, codeId: number): void {
  db.transaction(() => {
    const receipt = db.prepare('SELECT status, reason FROM receipts WHERE uuid = ?').get(receiptUuid) as
      Pick<ReceiptRow, 'status' | 'reason'> | undefined;
    if (!receipt) return;
    const refusedAsDeclaration = receipt.status === 'rejected' && receipt.reason === NO_ELIGIBLE_PRODUCT_REASON;
    db.prepare(
      `UPDATE receipts SET purpose = 'game', code_id = ?,
         status = CASE WHEN ? THEN 'pending' ELSE status END,
         reason = CASE WHEN ? THEN NULL ELSE reason END,
         processed_at = CASE WHEN ? THEN NULL ELSE processed_at END
       WHERE uuid = ?`,
    ).run(
      codeId,
      refusedAsDeclaration ? 1 : 0,
      refusedAsDeclaration ? 1 : 0,
      refusedAsDeclaration ? 1 : 0,
      receiptUuid,
    );
    // Its « reçue » message was written when the batch was sent, before the link: it now says what it received.
    db.prepare("UPDATE timeline_messages SET text = ? WHERE receipt_uuid = ? AND class_name = 'receipt_received'").run(
      GAME_RECEIPT_RECEIVED_TEXT,
      receiptUuid,
    );
    if (refusedAsDeclaration)
      db.prepare("DELETE FROM timeline_messages WHERE receipt_uuid = ? AND class_name = 'receipt_rejected'").run(
        receiptUuid,
      );
  })();
}

/**
 * Processes the pending receipts whose delay has passed (all of them with `everything`), of every user or of one
 * (`userId`: a test settles its own visitor's receipts without touching those of journeys running beside it);
 * returns how many.
 */
export function settleReceipts(db: SandboxDb, now: Date, everything = false, userId?: number): number {
  const due = db
    .prepare(
      `SELECT * FROM receipts WHERE status = 'pending' AND (? OR due_at <= ?) AND (? IS NULL OR user_id = ?)
       ORDER BY due_at`,
    )
    .all(everything ? 1 : 0, now.toISOString(), userId ?? null, userId ?? null) as ReceiptRow[];
  return due.filter((receipt) => processReceipt(db, receipt, now)).length;
}

/** The in-process timer: checks for due receipts every `everyMs`. */
export function startReceiptSettler(db: SandboxDb, clock: () => Date, everyMs: number): () => void {
  const timer = setInterval(() => {
    try {
      settleReceipts(db, clock());
    } catch (error) {
      logger.error({ err: error }, 'receipt processing failed');
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
