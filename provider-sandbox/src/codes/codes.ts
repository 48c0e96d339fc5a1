import { setTimeout as sleep } from 'node:timers/promises';
import { benefitImageUrl } from '../assets/image-urls';
import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import type { CodeOutcome } from '../seed/codes';
import { BURN_MESSAGES, type BurnError } from './messages';

export type CodeRow = {
  id: number;
  code: string;
  outcome: CodeOutcome;
  key_for_display: string | null;
  state: 'available' | 'burning' | 'burned';
  input_deadline_at: string | null;
  locked_at: string | null;
  user_id: number | null;
  burned_at: string | null;
  receipt_kit_uuid: string | null;
  product_shot_image_key: string | null;
};

/** A lock older than this belongs to a burn that died (process stopped mid-draw): it may be taken over. */
const STALE_LOCK_MS = 30_000;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

function burnError(code: BurnError, status = 400): Error {
  return apiError(status, code, BURN_MESSAGES[code]);
}

export function isWinning(outcome: CodeOutcome): boolean {
  return outcome === 'win' || outcome === 'already_won';
}

/** GAME-PRIZE-1. */
export function codeDetails(base: string, row: CodeRow) {
  const won = isWinning(row.outcome);
  return {
    code_id: row.id,
    has_won: won,
    has_previously_won: row.outcome === 'already_won',
    benefit:
      won && row.key_for_display
        ? { image_url: benefitImageUrl(base, row.key_for_display), key_for_display: row.key_for_display }
        : null,
  };
}

/** Takes the code's lock, or throws the KIT-4 error that applies. */
function lockCode(db: SandboxDb, code: string, userId: number, now: Date): CodeRow {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM codes WHERE code = ?').get(code) as CodeRow | undefined;
    if (!row) throw burnError('not_existing');
    if (row.outcome === 'not_accessible') throw burnError('not_accessible');
    if (row.state === 'burned') throw burnError('already_burned');
    if (row.input_deadline_at && row.input_deadline_at <= now.toISOString())
      throw burnError('too_much_time_elapsed_since_code_input');
    const staleBefore = new Date(now.getTime() - STALE_LOCK_MS).toISOString();
    // The guarded UPDATE is the lock: of two burns, exactly one changes the row.
    const taken = db
      .prepare(
        `UPDATE codes SET state = 'burning', locked_at = ?, user_id = ?
         WHERE id = ? AND (state = 'available' OR (state = 'burning' AND locked_at < ?))`,
      )
      .run(now.toISOString(), userId, row.id, staleBefore).changes;
    if (taken !== 1) throw burnError('locked', 409);
    return row;
  })();
}

/**
 * Burns a unique code for the user. Between the lock and the result the provider draws the
 * prize (`holdMs`); a concurrent burn of the same code during that time gets 409 locked.
 */
export async function burnCode(
  db: SandboxDb,
  base: string,
  userId: number,
  rawCode: string,
  clock: () => Date,
  holdMs: number,
) {
  const code = normalizeCode(rawCode);
  if (!code) throw burnError('empty');
  const row = lockCode(db, code, userId, clock());
  if (holdMs > 0) await sleep(holdMs);
  const burnedAt = clock().toISOString();
  db.prepare(
    "UPDATE codes SET state = 'burned', burned_at = ?, locked_at = NULL WHERE id = ? AND state = 'burning'",
  ).run(burnedAt, row.id);
  return codeDetails(base, { ...row, state: 'burned', user_id: userId, burned_at: burnedAt });
}

/** A code this user burned, or 404. */
export function burnedCodeOf(db: SandboxDb, userId: number, codeId: number): CodeRow {
  const row = db
    .prepare("SELECT * FROM codes WHERE id = ? AND user_id = ? AND state = 'burned'")
    .get(codeId, userId) as CodeRow | undefined;
  if (!row) throw apiError(404, 'not_found', 'Code introuvable.', `code ${codeId}`);
  return row;
}
