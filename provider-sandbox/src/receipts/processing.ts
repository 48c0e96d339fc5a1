import { creditStars } from '../card/stars';
import type { SandboxDb } from '../db/database';
import { addTimelineMessage, starsLabel } from '../timeline/messages';
import type { ReceiptRow } from './receipt-json';

/** The French reason of a receipt that declares no eligible product. */
export const NO_ELIGIBLE_PRODUCT_REASON = "Aucun produit éligible n'a été déclaré sur cette preuve d'achat.";

/** Stars a receipt earns: the stars of each eligible product declared on it (issue #4 "Receipts"). */
export function starsForEans(db: SandboxDb, eans: string[]): number {
  const stars = db.prepare('SELECT stars FROM products WHERE ean = ?');
  return eans.reduce((sum, ean) => sum + ((stars.get(ean) as { stars: number } | undefined)?.stars ?? 0), 0);
}

/**
 * Accepts or rejects one pending receipt. The status guard makes it safe to run twice (timer
 * and settle control, or two sandboxes on one file): only the first one credits the stars.
 */
export function processReceipt(db: SandboxDb, receipt: ReceiptRow, now: Date): boolean {
  return db.transaction(() => {
    const accepted = receipt.stars > 0;
    const changed = db
      .prepare("UPDATE receipts SET status = ?, processed_at = ?, reason = ? WHERE uuid = ? AND status = 'pending'")
      .run(
        accepted ? 'accepted' : 'rejected',
        now.toISOString(),
        accepted ? null : NO_ELIGIBLE_PRODUCT_REASON,
        receipt.uuid,
      ).changes;
    if (changed !== 1) return false;
    if (accepted) {
      creditStars(db, receipt.user_id, receipt.stars);
      addTimelineMessage(
        db,
        {
          userId: receipt.user_id,
          className: 'receipt_accepted',
          text: `Votre preuve d'achat est validée : +${starsLabel(receipt.stars)} !`,
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
          text: `Votre preuve d'achat est refusée. ${NO_ELIGIBLE_PRODUCT_REASON}`,
          receiptUuid: receipt.uuid,
        },
        now,
      );
    }
    return true;
  })();
}

/** Processes the pending receipts whose delay has passed (all of them with `everything`); returns how many. */
export function settleReceipts(db: SandboxDb, now: Date, everything = false): number {
  const due = (
    everything
      ? db.prepare("SELECT * FROM receipts WHERE status = 'pending' ORDER BY created_at").all()
      : db
          .prepare("SELECT * FROM receipts WHERE status = 'pending' AND due_at <= ? ORDER BY due_at")
          .all(now.toISOString())
  ) as ReceiptRow[];
  return due.filter((receipt) => processReceipt(db, receipt, now)).length;
}

/** The in-process timer of issue #4: checks for due receipts every `everyMs`. */
export function startReceiptSettler(db: SandboxDb, clock: () => Date, everyMs: number): () => void {
  const timer = setInterval(() => {
    try {
      settleReceipts(db, clock());
    } catch (error) {
      console.error('[provider-sandbox] receipt processing failed', error);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
