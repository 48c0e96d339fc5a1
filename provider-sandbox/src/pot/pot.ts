import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import { maskIban } from './iban';

export const POT_MESSAGES = {
  empty_pot: 'Votre cagnotte est vide, il n’y a rien à virer.',
  missing_payment_information: 'Merci de renseigner vos coordonnées de paiement.',
} as const;

type PaymentRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  iban: string | null;
  email: string | null;
};

export interface PaymentInformation {
  first_name: string;
  last_name: string;
  iban: string | null;
  email: string | null;
}

function paymentOf(db: SandboxDb, userId: number): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payment_informations WHERE user_id = ?').get(userId) as PaymentRow | undefined;
}

/** The user's cash pot: entries not yet transferred, and the remembered payment information. */
export function potJson(db: SandboxDb, userId: number) {
  const entries = db
    .prepare(
      'SELECT id, amount_cents, label, created_at FROM pot_entries WHERE user_id = ? AND transfer_payment_id IS NULL ORDER BY id',
    )
    .all(userId) as { id: number; amount_cents: number; label: string; created_at: string }[];
  const payment = paymentOf(db, userId);
  return {
    pot: { amount_cents: entries.reduce((sum, entry) => sum + entry.amount_cents, 0), currency: 'EUR', entries },
    payment_information: payment
      ? {
          first_name: payment.first_name,
          last_name: payment.last_name,
          iban: payment.iban ? maskIban(payment.iban) : null,
          email: payment.email,
        }
      : null,
  };
}

export function creditPot(db: SandboxDb, userId: number, amountCents: number, label: string, now: Date): void {
  db.prepare('INSERT INTO pot_entries (user_id, amount_cents, label, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    amountCents,
    label,
    now.toISOString(),
  );
}

/**
 * Transfers the whole pot, to the given payment information or the remembered one
 * (KIT-8: firstName, lastName and either iban or email; rememberInformation boolean).
 */
export function transferPot(
  db: SandboxDb,
  userId: number,
  given: PaymentInformation | null,
  remember: boolean,
  now: Date,
) {
  return db.transaction(() => {
    const payment = given ?? paymentOf(db, userId);
    if (!payment) throw apiError(400, 'missing_payment_information', POT_MESSAGES.missing_payment_information);
    const amount = potJson(db, userId).pot.amount_cents;
    if (amount <= 0) throw apiError(400, 'empty_pot', POT_MESSAGES.empty_pot);
    const result = db
      .prepare(
        "INSERT INTO transfer_payments (user_id, amount_cents, first_name, last_name, iban, email, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)",
      )
      .run(userId, amount, payment.first_name, payment.last_name, payment.iban, payment.email, now.toISOString());
    const id = Number(result.lastInsertRowid);
    db.prepare('UPDATE pot_entries SET transfer_payment_id = ? WHERE user_id = ? AND transfer_payment_id IS NULL').run(
      id,
      userId,
    );
    if (given && remember) {
      db.prepare(
        `INSERT INTO payment_informations (user_id, first_name, last_name, iban, email) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, iban = excluded.iban, email = excluded.email`,
      ).run(userId, given.first_name, given.last_name, given.iban, given.email);
    }
    return { id, amount_cents: amount, status: 'pending', created_at: now.toISOString() };
  })();
}

/** The entries one transfer paid out (KIT-8: a numeric transferPaymentId). */
export function potRefunds(db: SandboxDb, userId: number, transferPaymentId: number) {
  const transfer = db
    .prepare('SELECT id, amount_cents, status, created_at FROM transfer_payments WHERE id = ? AND user_id = ?')
    .get(transferPaymentId, userId);
  if (!transfer) return undefined;
  const refunds = db
    .prepare('SELECT id, amount_cents, label, created_at FROM pot_entries WHERE transfer_payment_id = ? ORDER BY id')
    .all(transferPaymentId);
  return { transfer_payment: transfer, refunds };
}

export function forgetPaymentInformation(db: SandboxDb, userId: number): boolean {
  return db.prepare('DELETE FROM payment_informations WHERE user_id = ?').run(userId).changes > 0;
}
