import type { SandboxDb } from '../db/database';

/** The single loyalty card of a user (SHOP-CARD-1: data.available_points is the star balance). */
export function cardJson(db: SandboxDb, userId: number) {
  const row = db
    .prepare(
      `SELECT users.available_points AS available_points,
              COALESCE((SELECT SUM(stars) FROM receipts WHERE receipts.user_id = users.id AND status = 'pending'), 0) AS pending_points
       FROM users WHERE id = ?`,
    )
    .get(userId) as { available_points: number; pending_points: number } | undefined;
  return {
    identifier: `la-grande-boutique-card-${userId}`,
    data: { available_points: row?.available_points ?? 0, pending_points: row?.pending_points ?? 0 },
  };
}

export function creditStars(db: SandboxDb, userId: number, stars: number): void {
  db.prepare('UPDATE users SET available_points = available_points + ? WHERE id = ?').run(stars, userId);
}

/** Debits only when the balance covers it (one statement, so it is atomic); false otherwise. */
export function debitStars(db: SandboxDb, userId: number, stars: number): boolean {
  return (
    db
      .prepare('UPDATE users SET available_points = available_points - ? WHERE id = ? AND available_points >= ?')
      .run(stars, userId, stars).changes === 1
  );
}

export function setStars(db: SandboxDb, userId: number, stars: number): void {
  db.prepare('UPDATE users SET available_points = ? WHERE id = ?').run(stars, userId);
}
