import path from 'node:path';
import type { Request, Response } from 'express';
import { userOfToken } from '../auth/tokens';
import type { UserRow } from '../auth/users';
import type { SandboxContext } from '../context';
import { invalidParameter } from '../http/errors';
import { unauthorized } from '../http/require-user';
import { receiveMultipart, removeFiles, type ReceivedMultipart } from './multipart';
import { uploadQuotaExceeded, uploadQuotaLeft } from './upload-quota';

/** Where receipt pictures are written, under generated names. */
export function receiptFilesDir(context: SandboxContext): string {
  return path.join(context.settings.dataDir, 'receipts');
}

/**
 * Receives a user's multipart upload. A token in the query string is checked before a byte of
 * the body is read; one sent as a multipart field can only be checked after.
 */
export async function receiveUserUpload(
  context: SandboxContext,
  req: Request,
  res: Response,
  maxBytes: (fields: Record<string, string>) => number,
): Promise<{ user: UserRow; received: ReceivedMultipart }> {
  const { db, clock } = context;
  const queryToken = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
  const early = queryToken ? userOfToken(db, queryToken, clock()) : undefined;
  if (queryToken && !early) {
    req.resume();
    throw unauthorized();
  }
  // Per-user hourly quota: a known user over it is refused before a byte is written to disk.
  const quota = {
    filesPerHour: context.settings.uploadFilesPerHour,
    bytesPerHour: context.settings.uploadBytesPerHour,
  };
  if (early) {
    const left = uploadQuotaLeft(db, quota, early.id, clock());
    if (left.files <= 0 || left.bytes <= 0) {
      req.resume();
      throw uploadQuotaExceeded();
    }
  }
  const received = await receiveMultipart(req, res, { dir: receiptFilesDir(context), maxBytes });
  const fieldToken = received.fields.access_token;
  const user = early ?? (fieldToken ? userOfToken(db, fieldToken, clock()) : undefined);
  if (!user) {
    removeFiles(received.files);
    throw unauthorized();
  }
  const left = uploadQuotaLeft(db, quota, user.id, clock());
  const bytes = received.files.reduce((total, file) => total + file.size, 0);
  if (received.files.length > left.files || bytes > left.bytes) {
    removeFiles(received.files);
    throw uploadQuotaExceeded();
  }
  return { user, received };
}

/** Runs `work` on an upload that must carry files; the files are removed if anything fails. */
export function keepFilesOnlyIf(received: ReceivedMultipart, work: () => void): void {
  try {
    if (received.files.length === 0) throw invalidParameter('files', 'blank');
    work();
  } catch (error) {
    removeFiles(received.files);
    throw error;
  }
}
