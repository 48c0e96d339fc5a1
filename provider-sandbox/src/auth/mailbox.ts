import type { SandboxDb } from '../db/database';

export type MailRow = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  reset_token: string | null;
  created_at: string;
};

export function sendMail(db: SandboxDb, mail: Omit<MailRow, 'id'>): void {
  db.prepare('INSERT INTO mailbox (to_email, subject, body, reset_token, created_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.to_email,
    mail.subject,
    mail.body,
    mail.reset_token,
    mail.created_at,
  );
}

/** Newest first; `to` filters on one recipient (case-insensitive). */
export function readMailbox(db: SandboxDb, to?: string): MailRow[] {
  if (to) {
    return db.prepare('SELECT * FROM mailbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC').all(to) as MailRow[];
  }
  return db.prepare('SELECT * FROM mailbox ORDER BY id DESC').all() as MailRow[];
}
