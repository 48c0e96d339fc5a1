import type { SandboxDb } from '../db/database';

export type ReceiptRow = {
  uuid: string;
  batch_uuid: string;
  user_id: number;
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  captured_at: string | null;
  created_at: string;
  due_at: string;
  processed_at: string | null;
  stars: number;
  reason: string | null;
  eans: string;
  review_state: string | null;
  purpose: 'loyalty' | 'game';
  code_id: number | null;
};

type FileRow = {
  key: string;
  content_type: string;
  size: number;
};

/** Stored files are served under their unguessable generated key (CONTRACT.md "Receipts"). */
export function fileUrl(base: string, key: string): string {
  return `${base}/files/${encodeURIComponent(key)}`;
}

/** The `receipt` object of CONTRACT.md "Receipts". */
export function receiptJson(db: SandboxDb, base: string, receipt: ReceiptRow) {
  const files = db
    .prepare(
      'SELECT key, content_type, size FROM stored_files WHERE batch_uuid = ? AND receipt_uuid = ? ORDER BY created_at, key',
    )
    .all(receipt.batch_uuid, receipt.uuid) as FileRow[];
  return {
    uuid: receipt.uuid,
    batch_uuid: receipt.batch_uuid,
    status: receipt.status,
    captured_at: receipt.captured_at,
    created_at: receipt.created_at,
    processed_at: receipt.processed_at,
    stars: receipt.stars,
    reason: receipt.reason,
    eans: JSON.parse(receipt.eans) as string[],
    review_state: receipt.review_state,
    purpose: receipt.purpose,
    files: files.map((file) => ({
      key: file.key,
      content_type: file.content_type,
      size: file.size,
      url: fileUrl(base, file.key),
    })),
  };
}

export function findReceipt(db: SandboxDb, userId: number, uuid: string): ReceiptRow | undefined {
  return db.prepare('SELECT * FROM receipts WHERE uuid = ? AND user_id = ?').get(uuid, userId) as
    ReceiptRow | undefined;
}
