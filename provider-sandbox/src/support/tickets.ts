import type { SandboxDb } from '../db/database';

export interface TicketInput {
  userId: number | null;
  kind: 'feedback' | 'claim_on_receipt' | 'claim_on_purchase' | 'receipt_feedback';
  title: string | null;
  freetext: string;
  receiptUuid: string | null;
  version?: string | null;
}

/** Support tickets (RECEIPT-5), readable by tests through /__sandbox/tickets. */
export function storeTicket(db: SandboxDb, ticket: TicketInput, now: Date): number {
  const result = db
    .prepare(
      'INSERT INTO feedbacks (user_id, title, freetext, version, receipt_uuid, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      ticket.userId,
      ticket.title,
      ticket.freetext,
      ticket.version ?? null,
      ticket.receiptUuid,
      ticket.kind,
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export function listTickets(db: SandboxDb) {
  return db.prepare('SELECT * FROM feedbacks ORDER BY id DESC').all();
}
