import fs from 'node:fs';
import type { SandboxDb } from '../db/database';
import { ApiError } from '../http/errors';
import { logger } from '../logger';

/** The window of the per-user upload quota. */
export const UPLOAD_QUOTA_WINDOW_MS = 3600_000;

export interface UploadQuota {
  filesPerHour: number;
  bytesPerHour: number;
}

export const UPLOAD_QUOTA_MESSAGE =
  'Vous avez envoyé beaucoup de fichiers en peu de temps. Merci de réessayer dans une heure.';

/** What a user may still upload in the current hour (every stored file counts, sent or not). */
export function uploadQuotaLeft(
  db: SandboxDb,
  quota: UploadQuota,
  userId: number,
  now: Date,
): { files: number; bytes: number } {
  const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS).toISOString();
  const used = db
    .prepare(
      'SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM stored_files WHERE user_id = ? AND created_at > ?',
    )
    .get(userId, since) as { files: number; bytes: number };
  return { files: quota.filesPerHour - used.files, bytes: quota.bytesPerHour - used.bytes };
}

/** 429 with the delay a client should wait (the whole window: the oldest upload may be seconds old). */
export function uploadQuotaExceeded(): ApiError {
  return new ApiError(
    429,
    {
      code: 'upload_quota_exceeded',
      user_message: UPLOAD_QUOTA_MESSAGE,
      debug_message: 'per-user hourly upload quota',
    },
    UPLOAD_QUOTA_WINDOW_MS / 1000,
  );
}

/**
 * Files that never joined a sent batch (a batch left open, a file stored by path that no batch took) are removed
 * once they are older than `maxAgeMs`, with their rows; open batches that old go too. Returns the files removed.
 */
export function removeOrphanFiles(db: SandboxDb, maxAgeMs: number, now: Date): number {
  const before = new Date(now.getTime() - maxAgeMs).toISOString();
  const orphans = db
    .prepare(
      `SELECT f.key, f.path FROM stored_files f LEFT JOIN batches b ON b.uuid = f.batch_uuid
        WHERE f.created_at < ? AND (f.batch_uuid IS NULL OR b.uuid IS NULL OR b.state = 'open')`,
    )
    .all(before) as { key: string; path: string | null }[];
  db.transaction(() => {
    const forget = db.prepare('DELETE FROM stored_files WHERE key = ?');
    for (const orphan of orphans) forget.run(orphan.key);
    db.prepare(
      `DELETE FROM batches WHERE state = 'open' AND created_at < ?
        AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.batch_uuid = batches.uuid)`,
    ).run(before);
  })();
  for (const orphan of orphans) {
    if (orphan.path) fs.rmSync(orphan.path, { force: true });
  }
  return orphans.length;
}

/** Runs the clean-up now and then every `everyMs` (the timer does not keep the process alive). */
export function startOrphanCleaner(db: SandboxDb, clock: () => Date, maxAgeMs: number, everyMs: number): () => void {
  const run = () => {
    const removed = removeOrphanFiles(db, maxAgeMs, clock());
    if (removed > 0) logger.info(`removed ${removed} orphan upload(s)`);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
