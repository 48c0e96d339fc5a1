import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import Joi from 'joi';
import { userOfToken } from '../auth/tokens';
import type { UserRow } from '../auth/users';
import type { SandboxContext } from '../context';
import { invalidParameter, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser, unauthorized } from '../http/require-user';
import { batchBytesLeft, recordBatchUpload, sendBatch } from './batches';
import { BATCH_MAX_BYTES } from './limits';
import { receiveMultipart, removeFiles, type ReceivedFile, type ReceivedMultipart } from './multipart';
import { receiptJson } from './receipt-json';
import { bulkManifest, declaredReceipt, uuidField } from './upload-fields';

const sendSchema = Joi.object<{ batch_uuid: string; receipt_uuids: string[]; cancelled_uuids: string[]; create_receipts: boolean }>({
  batch_uuid: Joi.string().required(),
  receipt_uuids: Joi.array().items(Joi.string()).default([]),
  cancelled_uuids: Joi.array().items(Joi.string()).default([]),
  create_receipts: Joi.boolean().default(true),
});

function fileJson(file: ReceivedFile) {
  return { key: file.key, size: file.size, content_type: file.contentType };
}

/** The upload proxy (spec §7: upload, upload_file_to_path, bulk_upload, send_batch) and the stored files. */
export function uploadRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  const dir = path.join(settings.dataDir, 'receipts');

  /** A token in the query string is checked before a byte of the body is read; one in a field, after. */
  async function receiveForUser(req: Request, res: Parameters<typeof receiveMultipart>[1], maxBytes: (fields: Record<string, string>) => number) {
    const queryToken = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const early = queryToken ? userOfToken(db, queryToken, clock()) : undefined;
    if (queryToken && !early) {
      req.resume();
      throw unauthorized();
    }
    const received = await receiveMultipart(req, res, { dir, maxBytes });
    const fieldToken = received.fields.access_token;
    const user: UserRow | undefined = early ?? (fieldToken ? userOfToken(db, fieldToken, clock()) : undefined);
    if (!user) {
      removeFiles(received.files);
      throw unauthorized();
    }
    return { user, received };
  }

  function keepFilesOnlyIf(received: ReceivedMultipart, work: () => void): void {
    try {
      if (received.files.length === 0) throw invalidParameter('files', 'blank');
      work();
    } catch (error) {
      removeFiles(received.files);
      throw error;
    }
  }

  router.post('/upload', async (req, res) => {
    const { user, received } = await receiveForUser(req, res, (fields) => batchBytesLeft(db, fields.batch_uuid));
    keepFilesOnlyIf(received, () => {
      const batchUuid = uuidField('batch_uuid', received.fields.batch_uuid);
      const receipt = declaredReceipt(received.fields);
      const files = received.files.map((file) => ({ file, receiptUuid: receipt.receiptUuid }));
      recordBatchUpload(db, { userId: user.id, batchUuid, receipts: [receipt], files }, clock());
    });
    res.status(201).json({ files: received.files.map(fileJson) });
  });

  router.post('/bulk_upload', async (req, res) => {
    const { user, received } = await receiveForUser(req, res, (fields) => batchBytesLeft(db, fields.batch_uuid));
    keepFilesOnlyIf(received, () => {
      const batchUuid = uuidField('batch_uuid', received.fields.batch_uuid);
      const manifest = bulkManifest(received.fields.manifest);
      const files = received.files.map((file) => {
        const entry = manifest.find((item) => item.field === file.field);
        if (!entry) throw invalidParameter('manifest', 'missing_field', file.field);
        return { file, receiptUuid: entry.receipt.receiptUuid };
      });
      recordBatchUpload(db, { userId: user.id, batchUuid, receipts: manifest.map((item) => item.receipt), files }, clock());
    });
    res.status(201).json({ files: received.files.map(fileJson) });
  });

  router.post('/upload_file_to_path', async (req, res) => {
    const { user, received } = await receiveForUser(req, res, () => BATCH_MAX_BYTES);
    keepFilesOnlyIf(received, () => {
      if (received.files.length > 1) throw invalidParameter('file', 'too_long');
      const target = received.fields.path;
      if (!target || !/^[A-Za-z0-9_./-]{1,200}$/.test(target)) throw invalidParameter('path', target ? 'wrong_format' : 'blank');
      const file = received.files[0] as ReceivedFile;
      db.prepare('INSERT INTO stored_files (key, user_id, path, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        file.key, user.id, file.path, file.contentType, file.size, clock().toISOString(),
      );
    });
    const file = received.files[0] as ReceivedFile;
    res.status(201).json({ ...fileJson(file), path: received.fields.path });
  });

  router.post('/send_batch', requireUser(db, clock), (req, res) => {
    const params = validParams(sendSchema, req);
    const { receipts, removedPaths } = sendBatch(
      db,
      { userId: currentUser(res).id, batchUuid: params.batch_uuid, receiptUuids: params.receipt_uuids, cancelledUuids: params.cancelled_uuids, createReceipts: params.create_receipts },
      clock(),
      settings.receiptDelayMs,
    );
    removeFiles(removedPaths.map((file) => ({ path: file })));
    res.status(201).json({ receipts: receipts.map((receipt) => receiptJson(db, settings.publicBaseUrl, receipt)) });
  });

  // The generated key is unguessable: it is the file's capability URL (CONTRACT.md "Receipts").
  router.get('/files/:key', (req, res) => {
    const file = db.prepare('SELECT path, content_type FROM stored_files WHERE key = ?').get(req.params.key) as { path: string; content_type: string } | undefined;
    if (!file || !fs.existsSync(file.path)) throw notFound(`file ${req.params.key}`);
    res.type(file.content_type).set('Cache-Control', 'private, max-age=3600').sendFile(file.path);
  });

  return router;
}
