import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { apiError, invalidParameter, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { batchBytesLeft, recordBatchUpload, sendBatch } from './batches';
import { UPLOAD_MESSAGES } from './limits';
import { removeFiles, type ReceivedFile } from './multipart';
import { receiptJson } from './receipt-json';
import { assertReceiptUuidsFree } from './receipt-owner';
import { keepFilesOnlyIf, receiveUserUpload } from './receive-upload';
import { declaredReceipt } from './upload-fields';

const createSchema = Joi.object<{
  receipt: { uuid?: string; captured_at?: string; eans?: string[]; subpictures_count: number };
}>({
  receipt: Joi.object({
    uuid: Joi.string(),
    captured_at: Joi.string(),
    eans: Joi.array().items(Joi.string()).default([]),
    subpictures_count: Joi.number().integer().min(1).max(10).default(1),
  }).required(),
});

type SubpictureRow = {
  id: number;
  user_id: number;
  batch_uuid: string;
  receipt_uuid: string;
  position: number;
  file_key: string | null;
};

/**
 * The legacy receipt flow (RECEIPT-3 POST /api/v2/receipts, PUT /api/v2/receipt_subpictures/{id}):
 * a receipt announces its pictures, each is uploaded on its own, and the last one sends the
 * receipt for processing like send_batch does. It lives in a batch of its own.
 */
export function v2ReceiptRoutes(context: SandboxContext): Router {
  const { db, settings, clock } = context;
  const router = Router();

  router.post('/api/v2/receipts', requireUser(db, clock), (req, res) => {
    const { receipt: input } = validParams(createSchema, req);
    const declared = declaredReceipt({
      receipt_uuid: input.uuid ?? randomUUID(),
      captured_at: input.captured_at,
      eans: input.eans,
    });
    const userId = currentUser(res).id;
    const batchUuid = `v2-${declared.receiptUuid}`;
    const now = clock();
    const subpictures = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM batches WHERE uuid = ?').get(batchUuid))
        throw invalidParameter('receipt.uuid', 'already_used');
      assertReceiptUuidsFree(db, userId, [declared.receiptUuid], 'receipt.uuid');
      recordBatchUpload(db, { userId, batchUuid, receipts: [declared], files: [] }, now);
      const insert = db.prepare(
        'INSERT INTO receipt_subpictures (user_id, batch_uuid, receipt_uuid, position, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      return Array.from({ length: input.subpictures_count }, (_, position) => ({
        id: Number(insert.run(userId, batchUuid, declared.receiptUuid, position, now.toISOString()).lastInsertRowid),
        position,
        uploaded: false,
      }));
    })();
    res.status(201).json({
      receipt: { uuid: declared.receiptUuid, batch_uuid: batchUuid, status: 'awaiting_pictures' },
      subpictures,
    });
  });

  router.put('/api/v2/receipt_subpictures/:id', async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw invalidParameter('id', 'wrong_type');
    const subpictureOf = (userId: number) =>
      db.prepare('SELECT * FROM receipt_subpictures WHERE id = ? AND user_id = ?').get(id, userId) as
        SubpictureRow | undefined;
    const { user, received } = await receiveUserUpload(context, req, res, () => {
      const row = db.prepare('SELECT batch_uuid FROM receipt_subpictures WHERE id = ?').get(id) as
        { batch_uuid: string } | undefined;
      return batchBytesLeft(db, row?.batch_uuid);
    });
    let sentReceipt: ReturnType<typeof receiptJson> | null = null;
    keepFilesOnlyIf(received, () => {
      if (received.files.length > 1) throw invalidParameter('file', 'too_long');
      const file = received.files[0] as ReceivedFile;
      db.transaction(() => {
        const subpicture = subpictureOf(user.id);
        if (!subpicture) throw notFound(`receipt subpicture ${id}`);
        if (subpicture.file_key)
          throw apiError(400, 'receipt_not_replaceable', UPLOAD_MESSAGES.receipt_not_replaceable);
        recordBatchUpload(
          db,
          {
            userId: user.id,
            batchUuid: subpicture.batch_uuid,
            receipts: [],
            files: [{ file, receiptUuid: subpicture.receipt_uuid }],
          },
          clock(),
        );
        db.prepare('UPDATE receipt_subpictures SET file_key = ? WHERE id = ?').run(file.key, id);
        const missing = db
          .prepare('SELECT COUNT(*) AS n FROM receipt_subpictures WHERE batch_uuid = ? AND file_key IS NULL')
          .get(subpicture.batch_uuid) as { n: number };
        if (missing.n > 0) return;
        const sent = sendBatch(
          db,
          {
            userId: user.id,
            batchUuid: subpicture.batch_uuid,
            receiptUuids: [subpicture.receipt_uuid],
            cancelledUuids: [],
            createReceipts: true,
          },
          clock(),
          settings.receiptDelayMs,
        );
        removeFiles(sent.removedPaths.map((file) => ({ path: file })));
        const receipt = sent.receipts[0];
        if (receipt) sentReceipt = receiptJson(db, settings.publicBaseUrl, receipt);
      })();
    });
    res.json({ subpicture: { id, uploaded: true }, receipt: sentReceipt });
  });

  return router;
}
